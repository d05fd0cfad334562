// One form field, drawn by its widget (spec 01 §5): maximum length with remaining counter, the
// text-normalising input, numeric dropdowns that stay numeric, red state and the field's message.
import { Checkbox, MultiSelect, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOptions } from './use-options.ts';
import { FlagsInput } from './widgets/flags-input.tsx';
import { RecordsInput } from './widgets/records-input.tsx';
import { optionValue, secretHint } from './form-state.ts';
import { TEXT_WIDGETS, textWidget, type WidgetArgs } from './text-widgets.tsx';
import type { CrudRecord, FieldDef } from './resource.ts';

interface Props {
  resource: string;
  field: FieldDef;
  record: CrudRecord;
  onChange: (value: unknown) => void;
  error?: string;
  /** errors of the field's parts (records rows, nested fields), keyed by their path under the field */
  errors?: Readonly<Record<string, string>>;
  disabled: boolean;
  /** inside a records row: the label is the input's accessible name only, not shown (the row's header shows it) */
  label?: string;
  compact?: boolean;
  /** the record as saved (null while new or copying): a secret's hint compares its address with it */
  stored?: CrudRecord | null;
}

function hintOf(
  field: FieldDef,
  record: CrudRecord,
  stored: CrudRecord | null,
  t: (key: string) => string,
): string | undefined {
  const key =
    secretHint(field, record, stored) ?? (typeof field.hint === 'function' ? field.hint(record) : field.hint);
  return key ? t(key) : undefined;
}

export function FieldInput({
  resource,
  field,
  record,
  onChange,
  error,
  errors = {},
  disabled,
  label: given,
  compact = false,
  stored = null,
}: Props) {
  const { t } = useTranslation();
  const label = given ?? t(`admin.${resource}.fields.${field.name}`);
  const value = field.derive ? field.derive(record) : record[field.name];
  const options = useOptions(field, value);
  const required = field.required || (field.requiredWhen?.(record) ?? false);
  const common = compact
    ? { 'aria-label': label, error, disabled, required, name: field.name }
    : {
        label,
        error,
        disabled,
        required,
        name: field.name,
        description: hintOf(field, record, stored, t),
      };
  const data = options.map((o) => ({ value: String(o.value), label: o.plain ? o.label : t(o.label) }));

  if (typeof field.widget !== 'string') {
    const Custom = field.widget;
    return (
      <Custom
        value={value}
        onChange={onChange}
        error={error}
        disabled={disabled}
        label={label}
        record={record}
        resource={resource}
        name={field.name}
        errors={errors}
        hint={hintOf(field, record, stored, t)}
      />
    );
  }
  if (field.derive)
    return <TextInput {...common} value={value == null ? '' : String(value)} readOnly variant="filled" />;
  if (field.widget === 'none') return null;
  const widget = {
    field,
    common,
    value,
    onChange,
    compact,
    label,
    disabled,
    error,
    errors,
    resource,
    record,
  };
  if (TEXT_WIDGETS.has(field.widget)) return textWidget(widget, t);
  const hint = hintOf(field, record, stored, t);
  if (field.widget === 'number' || field.widget === 'switch') return valueWidget(widget, hint);
  return choiceWidget({ ...widget, options, data });
}

/** A number or a switch (a checkbox inside a records row). */
function valueWidget(
  { field, common, value, onChange, compact, label, disabled, error }: WidgetArgs,
  hint?: string,
) {
  switch (field.widget) {
    case 'number':
      return (
        <NumberInput
          {...common}
          value={(value as number | null) ?? ''}
          min={field.min}
          max={field.max}
          // A value out of range is refused with the catalogue's message, never silently clamped (999 is not 255).
          clampBehavior="none"
          allowDecimal={!!field.decimals}
          decimalScale={field.decimals}
          hideControls={compact}
          onChange={(v) => onChange(v === '' ? null : Number(v))}
        />
      );
    case 'switch':
      if (compact)
        return (
          <Checkbox
            aria-label={label}
            name={field.name}
            disabled={disabled}
            error={error}
            checked={Boolean(value)}
            onChange={(e) => onChange(e.currentTarget.checked)}
            mt={8}
          />
        );
      return (
        <Switch
          label={label}
          // the hint under it (an override's or interconnection's effect): Switch had none before
          description={hint}
          name={field.name}
          disabled={disabled}
          error={error}
          checked={Boolean(value)}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
  }
  return null;
}

/** The widgets that choose: flags, the records of a list, select and multiselect. */
function choiceWidget(
  a: WidgetArgs & {
    options: ReturnType<typeof useOptions>;
    data: Array<{ value: string; label: string }>;
    hint?: string;
  },
) {
  const {
    field,
    common,
    value,
    onChange,
    compact,
    label,
    disabled,
    error,
    errors,
    resource,
    record,
    options,
    data,
  } = a;
  switch (field.widget) {
    case 'flags':
      return (
        <FlagsInput
          name={field.name}
          label={label}
          description={common.description}
          error={error}
          disabled={disabled}
          options={options}
          value={value}
          onChange={onChange}
        />
      );
    case 'records':
      return (
        <RecordsInput
          resource={resource}
          Cell={FieldInput}
          field={field}
          record={record}
          value={value}
          onChange={onChange}
          error={error}
          errors={errors}
          disabled={disabled}
          label={label}
        />
      );
    case 'select':
      // In a row the input is narrow: the options open wider than it, and choosing the chosen option again
      // clears it (no clear button taking the room of the text).
      return (
        <Select
          {...common}
          data={data}
          value={value == null ? null : String(value)}
          searchable
          clearable={!field.required && !compact}
          comboboxProps={compact ? { width: 260, position: 'bottom-start' } : undefined}
          onChange={(v) => onChange(optionValue(options, v))}
        />
      );
    case 'multiselect':
      return (
        <MultiSelect
          {...common}
          data={data}
          value={((value as unknown[] | null) ?? []).map(String)}
          searchable
          onChange={(vs) => onChange(vs.map((v) => optionValue(options, v)))}
        />
      );
  }
  return null;
}
