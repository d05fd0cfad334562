// The node form's inputs (spec 02 §3 system tree node; spec 01 §5): each disabled when the server's `editable`
// list (spec 01 §6) leaves the field out, with its error under it. An inheritable field (spec 02 §3 inheritance
// flags) shows the value it inherits and where from while its switch is on, else its own input.
// Checkbox and TextInput, not Switch and NumberInput: components the other lazy screens already share, so the form
// adds no shared chunk whose name every route's preload list would carry (display route budget).
import { Checkbox, Select, Stack, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { NodeFormNodeFragment } from '../../../generated/graphql.ts';
import type { FieldName } from './node-values.ts';
import type { NodeFormState } from './use-node-form.ts';

type Source = { id: number; name: string };
export type Inheritable = 'text_short' | 'text_long' | 'section_id' | 'flight_profile_id';
const FLAG = {
  text_short: 'inherit_text_short',
  text_long: 'inherit_text_long',
  section_id: 'inherit_section',
  flight_profile_id: 'inherit_flight_profile',
} as const satisfies Record<Inheritable, FieldName>;
const SHOWN = {
  text_short: 'text_short',
  text_long: 'text_long',
  section_id: 'section',
  flight_profile_id: 'flight_profile',
} as const;

/** What an inheriting field shows: the stored effective value while the stored flag is on, else a hint. */
function inheritedText(node: NodeFormNodeFragment | null, field: Inheritable, t: TFunction) {
  const shown = node?.[SHOWN[field]];
  if (!shown?.inherited) return t('tree.form.inheritsFromParent');
  const value = 'value' in shown ? shown.value : shown.name;
  return `${value || t('tree.details.none')} · ${t('tree.details.inheritedFrom', { name: shown.source.name })}`;
}

export function fieldWidgets(form: NodeFormState, t: TFunction) {
  const { values, node, set, errors } = form;
  if (!values) throw new Error('the form has no values yet');
  const off = (f: FieldName) => !form.mayEdit(f);
  const err = (f: FieldName) => errors.fields[f] || undefined;
  const text = (f: 'name' | 'serial' | 'comment' | 'callback_number', label: string, max?: number) => (
    <TextInput
      label={label}
      value={values[f]}
      onChange={(e) => set(f, e.currentTarget.value)}
      disabled={off(f)}
      error={err(f)}
      required={f === 'name'}
      maxLength={max}
    />
  );
  const choices = (list: readonly Source[] | undefined) =>
    (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));
  const pick = (
    f: 'section_id' | 'flight_profile_id' | 'call_source_id',
    label: string,
    list?: readonly Source[],
  ) => (
    <Select
      label={label}
      data={choices(list)}
      value={values[f] === null ? null : String(values[f])}
      onChange={(v) => set(f, v === null ? null : Number(v))}
      disabled={off(f)}
      error={err(f)}
      clearable
      comboboxProps={{ zIndex: 400 }}
    />
  );
  /** An inheritable field: the switch, then the inherited value or the own input. */
  const inheritable = (f: Inheritable, label: string, input: ReactNode) => {
    const flag = FLAG[f];
    return (
      <Stack gap={4}>
        {values[flag] ? (
          <TextInput label={label} value={inheritedText(node, f, t)} readOnly disabled error={err(f)} />
        ) : (
          input
        )}
        <Checkbox
          label={t('tree.form.inherit')}
          checked={values[flag]}
          onChange={(e) => set(flag, e.currentTarget.checked)}
          disabled={off(flag)}
          error={err(flag)}
          size="xs"
        />
      </Stack>
    );
  };
  const deviceText = (f: 'text_short' | 'text_long', label: string, max: number) => (
    <TextInput
      label={label}
      value={values[f]}
      onChange={(e) => set(f, e.currentTarget.value)}
      disabled={off(f)}
      error={err(f)}
      description={t('tree.form.deviceTextHint', { max })}
    />
  );
  const number = (
    <TextInput
      label={t('tree.details.number')}
      inputMode="numeric"
      value={values.number === null ? '' : String(values.number)}
      onChange={(e) => {
        const v = e.currentTarget.value.trim();
        set('number', v === '' ? null : /^\d+$/.test(v) ? Number(v) : values.number);
      }}
      disabled={off('number')}
      error={err('number')}
    />
  );
  return { text, pick, inheritable, deviceText, number, off, err };
}
