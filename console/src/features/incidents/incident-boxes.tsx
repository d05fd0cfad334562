// The boxes above the list (spec 01 §6 see_low_battery_box, see_not_reachable_box, see_defects): the server answers
// null for a box the user may not see, and such a box is not shown.
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IncidentsQuery } from '../../generated/graphql.ts';

type Boxes = IncidentsQuery['incidents']['boxes'];

export function IncidentBoxes({ boxes }: { boxes: Boxes }) {
  const { t } = useTranslation();
  const shown = [
    { key: 'low', label: t('analytics.incidents.boxLow'), value: boxes.low_battery, color: 'yellow' },
    { key: 'reach', label: t('analytics.incidents.boxReach'), value: boxes.not_reachable, color: 'red' },
    { key: 'defects', label: t('analytics.incidents.boxDefects'), value: boxes.defects, color: 'orange' },
  ].filter((b) => b.value !== null);
  if (shown.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: shown.length }}>
      {shown.map((b) => (
        <Paper
          key={b.key}
          withBorder
          p="md"
          radius="md"
          style={{ borderLeft: `4px solid var(--mantine-color-${b.color}-6)` }}
        >
          <Text size="sm" c="dimmed">
            {b.label}
          </Text>
          <Text fw={700} size="xl" aria-label={`${b.label}: ${b.value}`}>
            {b.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
