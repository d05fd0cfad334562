// The form widgets that edit a text (FieldInput, spec 01 §5): plain and normalised text with the remaining counter,
// long text, password, HH:mm time, date and time, colour.
import { ColorInput, PasswordInput, Text, TextInput, Textarea } from '@mantine/core';
import type { TFunction } from 'i18next';
import { normaliseText, remaining } from './form-state.ts';
import type { CrudRecord, FieldDef } from './resource.ts';
import { DateTimeInput } from './widgets/datetime-input.tsx';

/** What a widget draws with: the field, its value and the props every input shares (FieldInput's `common`). */
export interface WidgetArgs {
  field: FieldDef;
  common: Common;
  value: unknown;
  onChange: (value: unknown) => void;
  compact: boolean;
  label: string;
  disabled: boolean;
  error?: string;
  errors: Readonly<Record<string, string>>;
  resource: string;
  record: CrudRecord;
}
type Common = {
  label?: string;
  'aria-label'?: string;
  error?: string;
  disabled: boolean;
  required: boolean;
  name: string;
  description?: string;
};

export const TEXT_WIDGETS = new Set([
  'text',
  'normalised',
  'textarea',
  'password',
  'time',
  'datetime',
  'color',
]);

/** The widgets that edit a text: plain, normalised, long, password, time, date and time, colour. */
export function textWidget({ field, common, value, onChange }: WidgetArgs, t: TFunction) {
  const text = (value as string | null | undefined) ?? '';
  const counter =
    field.maxLength && field.counter ? (
      <Text size="xs" c="dimmed" data-testid={`${field.name}-remaining`}>
        {t('admin.crud.remaining', { count: remaining(text, field.maxLength) })}
      </Text>
    ) : null;
  switch (field.widget) {
    case 'text':
    case 'normalised':
      return (
        <div>
          <TextInput
            {...common}
            value={text}
            maxLength={field.maxLength}
            onChange={(e) => onChange(e.currentTarget.value)}
            onBlur={field.widget === 'normalised' ? () => onChange(normaliseText(text)) : undefined}
          />
          {counter}
        </div>
      );
    case 'textarea':
      return (
        <div>
          <Textarea
            {...common}
            value={text}
            maxLength={field.maxLength}
            rows={3}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
          {counter}
        </div>
      );
    case 'password':
      return (
        <PasswordInput
          {...common}
          value={text}
          autoComplete="new-password"
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'time':
      // HH:mm as typed (spec 01 §9), not the browser's 12-hour picker.
      return (
        <TextInput
          {...common}
          value={text}
          placeholder="HH:mm"
          maxLength={5}
          inputMode="numeric"
          onChange={(e) => onChange(e.currentTarget.value || null)}
        />
      );
    case 'datetime':
      return <DateTimeInput {...common} value={text || null} onChange={onChange} />;
    case 'color':
      return <ColorInput {...common} value={text} format="hex" onChange={onChange} />;
  }
  return null;
}
