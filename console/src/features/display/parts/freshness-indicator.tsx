// A small, unobtrusive line: when the last list arrived (feed/use-freshness.ts); the self-test's reloads, if any, in
// its tooltip. The measured call-to-screen time is for technicians: the settings drawer shows it, not the wall (issue 37
// walk-through).
import { useTranslation } from 'react-i18next';
import { formatTime } from '@cs/rules/time';
import { useRuntime } from '../../../platform/runtime-context.tsx';
import { useFacilityZone } from '../../../platform/session/app-data-context.tsx';
import type { Freshness } from '../feed/use-freshness.ts';
import { shownInstant } from '../scenario-time.ts';
import classes from '../display.module.css';

export function FreshnessIndicator({ freshness, reloads }: { freshness: Freshness; reloads: number }) {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const zone = useFacilityZone(runtime.system.id);
  if (freshness.lastUpdateAt === null) return null;
  // On the server's clock, as the display's clock shows it (in trainer mode the scenario's).
  const at = new Date(
    shownInstant(runtime, freshness.lastUpdateAt + runtime.serverClock.offsetMs, runtime.system.id),
  );
  return (
    <span
      className={classes.freshness}
      data-testid="freshness"
      title={reloads ? t('display.freshness.selfTestReloads', { count: reloads }) : undefined}
    >
      {t('display.freshness.updated', { time: formatTime(at, zone) })}
    </span>
  );
}
