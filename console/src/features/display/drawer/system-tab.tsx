// One system's part of a profile (spec 01 §2 drawer per-system tabs, §4): weekday and weekend schedule and
// display-group rows, a row per schedule interval only for a schedule other than none (255); rows two to
// five only if the schedule has more boundaries.
import { Group, Select, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Relations } from '../feed/feed-store.ts';
import {
  intervalCount,
  DISPLAY_GROUP_ALL,
  DISPLAY_GROUP_NONE,
  DISPLAY_GROUP_SECTION,
  SCHEDULE_ALL_DAY,
  SCHEDULE_NONE,
} from '@cs/rules/display';
import type { DraftSystem } from './profile-draft.ts';

export function SystemTab({
  system,
  relations,
  disabled,
  onChange,
}: {
  system: DraftSystem;
  relations: Relations | null;
  disabled: boolean;
  onChange: (next: DraftSystem) => void;
}) {
  const { t } = useTranslation();
  const schedules = [
    { value: String(SCHEDULE_NONE), label: t('display.drawer.scheduleNone') },
    { value: String(SCHEDULE_ALL_DAY), label: t('display.drawer.scheduleAllDay') },
    ...(relations?.schedules ?? [])
      .filter((s) => s.id !== SCHEDULE_NONE && s.id !== SCHEDULE_ALL_DAY)
      .map((s) => ({ value: String(s.id), label: s.name })),
  ];
  const groups = [
    { value: String(DISPLAY_GROUP_NONE), label: t('display.drawer.groupNone') },
    { value: String(DISPLAY_GROUP_ALL), label: t('display.drawer.groupAll') },
    { value: String(DISPLAY_GROUP_SECTION), label: t('display.drawer.groupSection') },
    ...(relations?.displayGroups ?? []).map((g) => ({ value: String(g.id), label: g.name })),
  ];
  const part = (which: 'weekday' | 'weekend') => {
    const scheduleId = system[`${which}_schedule_id`];
    const list = system[`${which}_groups`];
    const schedule =
      relations?.schedules.find((s) => s.id === scheduleId) ??
      (scheduleId === SCHEDULE_ALL_DAY ? { id: SCHEDULE_ALL_DAY } : undefined);
    const rows = scheduleId === SCHEDULE_NONE ? 0 : intervalCount(schedule);
    const times =
      schedule && 'time_1' in schedule
        ? [schedule.time_1, schedule.time_2, schedule.time_3, schedule.time_4, schedule.time_5]
        : [];
    return (
      <Stack gap={6}>
        <Select
          label={t(`display.drawer.${which}Schedule`)}
          data={schedules}
          value={String(scheduleId)}
          disabled={disabled}
          allowDeselect={false}
          onChange={(v) => v && onChange({ ...system, [`${which}_schedule_id`]: Number(v) })}
        />
        {Array.from({ length: rows }, (_, i) => (
          <Select
            key={i}
            label={t('display.drawer.groupRow', { n: i + 1, from: times[i] ?? '00:00' })}
            data={groups}
            value={String(list[i] ?? DISPLAY_GROUP_NONE)}
            disabled={disabled}
            allowDeselect={false}
            onChange={(v) => {
              if (!v) return;
              const next = [...list];
              next[i] = Number(v);
              onChange({ ...system, [`${which}_groups`]: next });
            }}
          />
        ))}
      </Stack>
    );
  };
  return (
    <Stack gap="sm" pt="sm">
      <Switch
        label={t('display.drawer.systemEnabled')}
        checked={system.enabled}
        disabled={disabled}
        onChange={(e) => onChange({ ...system, enabled: e.currentTarget.checked })}
      />
      {system.enabled && (
        <Group grow align="flex-start">
          {part('weekday')}
          {part('weekend')}
        </Group>
      )}
      {!relations && system.enabled && (
        <Text size="sm" c="dimmed">
          {t('display.loading')}
        </Text>
      )}
    </Stack>
  );
}
