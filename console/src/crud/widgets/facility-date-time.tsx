// An instant in a list cell, on the facility's clock (the current system's time zone, spec 01 §9): dd.MM.yyyy HH:mm.
import { formatDateTime, readInstant } from '@cs/rules/time';
import { useFacilityZone } from '../../platform/session/app-data-context.tsx';

export function FacilityDateTime({ value }: { value: unknown }) {
  const zone = useFacilityZone();
  return (typeof value === 'string' && value && formatDateTime(readInstant(value, zone), zone)) || '–';
}
