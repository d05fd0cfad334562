// The node form's grouped fields (spec 02 §3 system tree node): general, texts, assignment, device. An inherited
// field (spec 02 §3 inheritance flags) shows the value it inherits and where from, with a switch to override it;
// a field the user may not change (the server's `editable` list, spec 01 §6) is read-only.
import {
  Checkbox,
  Fieldset,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NodeFormNodeFragment } from '../../../generated/graphql.ts';
import type { FieldName, NodeValues } from './node-values.ts';
import type { NodeFormState } from './use-node-form.ts';

type Source = { id: number; name: string };
type Inheritable = 'text_short' | 'text_long' | 'section_id' | 'flight_profile_id';
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

export function NodeFields({ form }: { form: NodeFormState }) {
  const { t } = useTranslation();
  const { values, node, set, errors } = form;
  if (!values) return null;
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
        <Switch
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
  return (
    <Stack gap="md">
      <Fieldset legend={t('tree.form.general')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {form.isNew ? (
            <Select
              label={t('tree.details.kind')}
              data={(node?.creatable_kinds ?? []).map((k) => ({ value: k, label: t(`tree.kinds.${k}`) }))}
              value={values.kind}
              onChange={(v) => v && set('kind', v)}
              allowDeselect={false}
              comboboxProps={{ zIndex: 400 }}
            />
          ) : (
            <TextInput
              label={t('tree.details.kind')}
              value={t(`tree.kinds.${values.kind}`)}
              readOnly
              disabled
            />
          )}
          {text('name', t('tree.form.name'))}
          {text('comment', t('tree.details.comment'))}
          {text('callback_number', t('tree.details.callbackNumber'))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('tree.form.texts')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {inheritable(
            'text_short',
            t('tree.details.textShort'),
            deviceText('text_short', t('tree.details.textShort'), 7),
          )}
          {inheritable(
            'text_long',
            t('tree.details.textLong'),
            deviceText('text_long', t('tree.details.textLong'), 19),
          )}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('tree.form.assignment')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {inheritable(
            'section_id',
            t('tree.details.section'),
            pick('section_id', t('tree.details.section'), form.options?.sections),
          )}
          {inheritable(
            'flight_profile_id',
            t('tree.details.flightProfile'),
            pick('flight_profile_id', t('tree.details.flightProfile'), form.options?.flight_profiles),
          )}
          {pick('call_source_id', t('tree.details.callSource'), form.options?.call_sources)}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('tree.form.device')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('serial', t('tree.details.serial'))}
          <NumberInput
            label={t('tree.details.number')}
            value={values.number ?? ''}
            onChange={(v) => set('number', typeof v === 'number' ? v : null)}
            disabled={off('number')}
            error={err('number')}
            allowDecimal={false}
          />
          <Checkbox
            label={t('tree.form.denyManualClosure')}
            checked={values.deny_manual_call_closure}
            onChange={(e) => set('deny_manual_call_closure', e.currentTarget.checked)}
            disabled={off('deny_manual_call_closure')}
            error={err('deny_manual_call_closure')}
          />
        </SimpleGrid>
      </Fieldset>
      {!form.isNew && form.readOnly && node?.open_calls.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('tree.form.readOnlyHint')}
        </Text>
      )}
    </Stack>
  );
}

export type { NodeValues };
