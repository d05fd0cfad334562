// The facility's time zone of a system: its system parameter `timezone` (spec 02 §3 system params), or the
// default (Europe/Zurich) when it is missing or not a zone Intl knows. One reading for every module.
import { facilityTimeZone } from '@cs/rules/time';
import type { SystemDoc } from './config-types.ts';

export const systemTimeZone = (doc: Pick<SystemDoc, 'params'>): string =>
  facilityTimeZone(typeof doc.params?.timezone === 'string' ? doc.params.timezone : null);
