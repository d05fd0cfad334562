// The node form's grouped fields (spec 02 §3 system tree node): general, device texts, assignment, device. The
// inputs and their read-only and inherited states are field-widgets.tsx's.
import { Anchor, Checkbox, Fieldset, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMayOpen } from '../../../platform/routes/use-may-open.ts';
import { fieldWidgets } from './field-widgets.tsx';
import type { NodeFormState } from './use-node-form.ts';

export function NodeFields({ form }: { form: NodeFormState }) {
  const { t } = useTranslation();
  const { values, node, set, options } = form;
  const mayOpen = useMayOpen();
  const { pathname } = useLocation();
  if (!values) return null;
  const w = fieldWidgets(form, t);
  // The profile in effect (own or inherited) opens in its form over this one, where the tree's modals stack.
  const profile = values.inherit_flight_profile
    ? (node?.flight_profile?.id ?? null)
    : values.flight_profile_id;
  const overTree = !form.isNew && !!node && pathname.startsWith('/tree/edit/');
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
          {w.text('name', t('tree.form.name'))}
          {w.text('comment', t('tree.details.comment'))}
          {w.text('callback_number', t('tree.details.callbackNumber'))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('tree.form.texts')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {w.inheritable(
            'text_short',
            t('tree.details.textShort'),
            w.deviceText('text_short', t('tree.details.textShort'), 7),
          )}
          {w.inheritable(
            'text_long',
            t('tree.details.textLong'),
            w.deviceText('text_long', t('tree.details.textLong'), 19),
          )}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('tree.form.assignment')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {w.inheritable(
            'section_id',
            t('tree.details.section'),
            w.pick('section_id', t('tree.details.section'), options?.sections),
          )}
          <Stack gap={4}>
            {w.inheritable(
              'flight_profile_id',
              t('tree.details.flightProfile'),
              w.pick('flight_profile_id', t('tree.details.flightProfile'), options?.flight_profiles),
            )}
            {profile !== null && overTree && mayOpen('flightProfileForm') && (
              <Anchor component={Link} to={`/tree/edit/${node.id}/flightprofiles/${profile}`} size="sm">
                {t('tree.form.openFlightProfile')}
              </Anchor>
            )}
          </Stack>
          {w.pick('call_source_id', t('tree.details.callSource'), options?.call_sources)}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('tree.form.device')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {w.text('serial', t('tree.details.serial'))}
          {w.number}
          <Checkbox
            label={t('tree.form.denyManualClosure')}
            checked={values.deny_manual_call_closure}
            onChange={(e) => set('deny_manual_call_closure', e.currentTarget.checked)}
            disabled={w.off('deny_manual_call_closure')}
            error={w.err('deny_manual_call_closure')}
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
