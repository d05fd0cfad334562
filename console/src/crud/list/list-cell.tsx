// A list cell: option labels for fixed lists and relations (a section's name, not its id), dates as
// dd.MM.yyyy HH:mm in the facility's zone in every language (spec 02 §9), counts for lists, flags as ui/on-off.tsx shows them.
import { formatDateTime, readInstant } from '@cs/rules/time';
import { useFacilityZone } from '../../platform/session/app-data-context.tsx';
import { useTranslation } from 'react-i18next';
import { OnOff } from '../../ui/on-off.tsx';
import { useOptions } from '../use-options.ts';
import { isRelation } from '../form-state.ts';
import type { ColumnDef, CrudRecord, FieldDef, Option, ResourceDef } from '../resource.ts';

export function ListCell({
  resource,
  record,
  column,
}: {
  resource: ResourceDef;
  record: CrudRecord;
  column: ColumnDef;
}) {
  if (column.render) return column.render(record);
  const field = resource.fields.find((f) => f.name === column.name);
  const v = record[column.name];
  if (field && isRelation(field.options) && !Array.isArray(v) && v != null)
    return <RelationCell field={field} value={v} />;
  return <PlainCell field={field} value={v} />;
}

function RelationCell({ field, value }: { field: FieldDef; value: unknown }) {
  const { t } = useTranslation();
  const option = useOptions(field, value).find((o) => o.value === value);
  return option ? (option.plain ? option.label : t(option.label)) : String(value);
}

function PlainCell({ field, value: v }: { field?: FieldDef; value: unknown }) {
  const { t } = useTranslation();
  const zone = useFacilityZone();
  const options = field?.options;
  const option = Array.isArray(options) ? (options as Option[]).find((o) => o.value === v) : undefined;
  if (option) return option.plain ? option.label : t(option.label);
  if (typeof v === 'boolean') return <OnOff on={v} />;
  if (Array.isArray(v)) return v.length;
  // A stored value without a zone is the facility's wall clock (readInstant), not the browser's.
  if (field?.widget === 'datetime' && typeof v === 'string' && formatDateTime(readInstant(v, zone), zone))
    return formatDateTime(readInstant(v, zone), zone);
  return v == null ? '' : String(v);
}
