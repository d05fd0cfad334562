// A small, unobtrusive line: when the last list arrived and the measured call-to-screen time of the last new
// call (feed/use-freshness.ts); the self-test's reloads, if any, in its tooltip.
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
  const parts = [t('display.freshness.updated', { time: formatTime(at, zone) })];
  if (freshness.latencyMs !== null) parts.push(t('display.freshness.latency', { ms: freshness.latencyMs }));
  return (
    <span
      className={classes.freshness}
      data-testid="freshness"
      data-latency-ms={freshness.latencyMs ?? undefined}
      title={reloads ? t('display.freshness.selfTestReloads', { count: reloads }) : undefined}
    >
      {parts.join(' · ')}
    </span>
  );
}
