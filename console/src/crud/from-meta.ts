// A resource from the backend's field metadata (generated/entities.ts) plus its presentation: every
// fact about a field (required, limits, options, defaults, references, rules) comes from the entity
// description; the widget follows from the field's kind unless the presentation picks another.
import type { FieldMeta } from './entity-meta.ts';
import { relationFor } from './options.ts';
import type { FieldDef, Option, Widget } from './field-def.ts';

/** The widget a field gets when the presentation does not choose one. */
export function defaultWidget(meta: FieldMeta): Widget {
  const formats = meta.rules.flatMap((r) => (r.rule === 'format' ? [r.format] : []));
  switch (meta.kind) {
    case 'Boolean':
      return 'switch';
    case 'String':
      if (meta.secret) return 'password';
      if (meta.options) return 'select';
      if (formats.includes('HH:mm')) return 'time';
      if (meta.rules.some((r) => r.rule === 'date')) return 'datetime';
      return 'text';
    case 'Int':
    case 'Float':
      return meta.ref || meta.options ? 'select' : 'number';
    case '[Int]':
    case '[String]':
      return 'multiselect';
    case 'object':
      return meta.list ? 'records' : 'flags';
  }
}

/** Numeric codes (spec 02 §9 LED colours 0-7 ...): every value of the field's range, named under `prefix`. */
const codesOf = (min: number, max: number, prefix: string): Option[] =>
  Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, label: `${prefix}.${min + i}` }));

/** Options of a fixed set: labels under `prefix` (i18n), values as the description states them. */
export const optionsOf = (values: readonly (string | number)[], prefix: string): Option[] =>
  values.map((value) => ({ value, label: `${prefix}.${value}` }));

/**
 * One field: the metadata's facts, then the presentation (which may choose another widget, options
 * labels, a hint, a counter ...). `labels` names the i18n prefix of a field's fixed options.
 */
export function fieldFromMeta(
  meta: FieldMeta,
  presentation: Partial<FieldDef>,
  labels: (field: string) => string,
): FieldDef {
  const prefix = labels(meta.name);
  const widget = presentation.widget ?? (presentation.codes ? 'select' : defaultWidget(meta));
  const options = meta.ref
    ? relationFor(meta.ref)
    : presentation.codes && meta.min !== undefined && meta.max !== undefined
      ? codesOf(meta.min, meta.max, presentation.codes)
      : meta.options
        ? optionsOf(meta.options, prefix)
        : meta.kind === 'object' && !meta.list
          ? optionsOf(
              (meta.items ?? []).map((i) => i.name),
              prefix,
            )
          : undefined;
  return {
    name: meta.name,
    widget,
    ...(meta.required ? { required: true } : {}),
    ...(meta.maxLength !== undefined ? { maxLength: meta.maxLength } : {}),
    ...(meta.min !== undefined ? { min: meta.min } : {}),
    ...(meta.max !== undefined ? { max: meta.max } : {}),
    ...(options ? { options } : {}),
    rules: meta.rules,
    ...(meta.address ? { address: meta.address } : {}),
    ...(meta.items && meta.list
      ? {
          items: meta.items.map((i) => fieldFromMeta(i, presentation.itemFields?.[i.name] ?? {}, labels)),
          newItem: Object.fromEntries(meta.items.map((i) => [i.name, i.default ?? emptyOf(i)])),
          ...(meta.itemIds ? { itemIds: true } : {}),
        }
      : {}),
    ...presentation,
  };
}

/** An empty input of a kind: text inputs hold '' (sent as null), lists [], the rest null. */
export const emptyOf = (meta: FieldMeta): unknown =>
  meta.kind === 'String' ? '' : meta.kind.startsWith('[') || meta.list ? [] : null;
