// The shift boundaries of the analytics (issue 17: early/late/night configurable), a setting of the selected system
// for whoever keeps the system (admin::manage_system; the backend checks it and the analytics licence). Whole
// hours, ascending; the server's refusal is shown at the field in the user's language and changes nothing.
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Button, Group, NativeSelect, Paper, Title } from '@mantine/core';
import type { GraphQLFormattedError } from 'graphql';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdateAnalyticsShiftsDocument, type AnalyticsShifts } from '../../generated/graphql.ts';
import { useNotify } from '../../platform/runtime-context.tsx';
import { fieldErrors } from '../../platform/validation/field-errors.ts';

const KEYS = ['early', 'late', 'night'] as const;
const HOURS = Array.from({ length: 24 }, (_, h) => ({
  value: String(h),
  label: `${String(h).padStart(2, '0')}:00`,
}));

export function ShiftSettings({ shifts, onSaved }: { shifts: AnalyticsShifts; onSaved: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [hours, setHours] = useState({ early: shifts.early, late: shifts.late, night: shifts.night });
  // The server's errors as they came, translated at each render: a language switch retranslates them.
  const [refusal, setRefusal] = useState<readonly GraphQLFormattedError[]>([]);
  const errors = fieldErrors(refusal, t);
  const [save, { loading }] = useMutation(UpdateAnalyticsShiftsDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal([]);
    try {
      await save({ variables: { shifts: hours } });
      notify({ type: 'success', title: t('analytics.shiftSettings.saved') });
      onSaved();
    } catch (error) {
      const refused = CombinedGraphQLErrors.is(error) ? error.errors : [];
      if (Object.keys(fieldErrors(refused, t)).length > 0) setRefusal(refused);
      else notify({ type: 'error', title: t('analytics.shiftSettings.failed') });
    }
  };
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
      <Title order={2} size="h4" mb="xs">
        {t('analytics.shiftSettings.title')}
      </Title>
      <Group align="flex-end">
        {KEYS.map((key) => (
          <NativeSelect
            key={key}
            label={t('analytics.shiftSettings.start', { shift: t(`analytics.shifts.${key}`) })}
            data={HOURS}
            value={String(hours[key])}
            error={errors[`shifts.${key}`]}
            onChange={(e) => setHours({ ...hours, [key]: Number(e.currentTarget.value) })}
          />
        ))}
        <Button type="submit" loading={loading}>
          {t('analytics.shiftSettings.save')}
        </Button>
      </Group>
    </Paper>
  );
}
