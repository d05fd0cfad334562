// The selected profile's settings (spec 01 §3 display profile): language, font size, video, fullscreen,
// presences, and per system its tab (display group, schedule, sections) for those who may manage profiles.
import { Select, Switch, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../platform/i18n/i18n.ts';
import type { SystemParams } from '../../../platform/session/app-data-context.tsx';
import type { Relations } from '../feed/feed-store.ts';
import { FONT_SIZES } from '../url-params.ts';
import type { ProfileDraft } from './profile-draft.ts';
import { SystemTab } from './system-tab.tsx';

type Flag = 'show_video_stream' | 'fullscreen' | 'show_presences';
const SWITCHES: ReadonlyArray<[Flag, string]> = [
  ['show_video_stream', 'video'],
  ['fullscreen', 'fullscreen'],
  ['show_presences', 'presences'],
];

export interface ProfileFieldsProps {
  draft: ProfileDraft;
  readOnly: boolean;
  canManage: boolean;
  systems: readonly SystemParams[];
  relations: Record<number, Relations>;
  change: (fn: (d: ProfileDraft) => ProfileDraft) => void;
}

export function ProfileFields({
  draft,
  readOnly,
  canManage,
  systems,
  relations,
  change,
}: ProfileFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        label={t('display.drawer.language')}
        data={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        value={draft.locale}
        disabled={readOnly}
        allowDeselect={false}
        onChange={(v) => v && change((d) => ({ ...d, locale: v }))}
      />
      <Select
        label={t('display.drawer.fontSize')}
        data={FONT_SIZES.map((f) => ({ value: f, label: t(`display.fontSize.${f}`) }))}
        value={draft.font_size}
        disabled={readOnly}
        allowDeselect={false}
        onChange={(v) => v && change((d) => ({ ...d, font_size: v as ProfileDraft['font_size'] }))}
      />
      {SWITCHES.map(([flag, label]) => (
        <Switch
          key={flag}
          label={t(`display.drawer.${label}`)}
          checked={draft[flag]}
          disabled={readOnly}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            change((d) => ({ ...d, [flag]: on }));
          }}
        />
      ))}
      {canManage && (
        <Tabs
          defaultValue={String(
            draft.systems.find((s) => s.enabled)?.system_id ?? draft.systems[0]?.system_id ?? '',
          )}
        >
          <Tabs.List>
            {draft.systems.map((s) => (
              <Tabs.Tab key={s.system_id} value={String(s.system_id)}>
                {systems.find((x) => x.id === s.system_id)?.name ??
                  t('display.drawer.systemN', { id: s.system_id })}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {draft.systems.map((s) => (
            <Tabs.Panel key={s.system_id} value={String(s.system_id)}>
              <SystemTab
                system={s}
                relations={relations[s.system_id] ?? null}
                disabled={readOnly}
                onChange={(next) =>
                  change((d) => ({
                    ...d,
                    systems: d.systems.map((x) => (x.system_id === next.system_id ? next : x)),
                  }))
                }
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </>
  );
}
