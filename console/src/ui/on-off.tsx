// One way to show an on/off value in every table (issue 38 item 14: lists showed 'Aus', '–' and '✓' for the same
// kind of column): a check mark for on, a dash for off, each with its name for screen readers ('Ein', 'Aus').
// docs/decisions/on-off.md. A note (an enabled interconnection is read-only) stands beside the check mark and then
// is its name.
import { Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function OnOff({ on, note }: { on: boolean; note?: string }) {
  const { t } = useTranslation();
  if (!on)
    return (
      <Text span c="dimmed" role="img" aria-label={t('onOff.off')}>
        –
      </Text>
    );
  const check = (
    <IconCheck size={18} color="var(--mantine-color-teal-8)" role="img" aria-label={t('onOff.on')} />
  );
  if (!note) return check;
  return (
    <Group gap={4} wrap="nowrap">
      <IconCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden="true" />
      <Text span size="sm">
        {note}
      </Text>
    </Group>
  );
}
