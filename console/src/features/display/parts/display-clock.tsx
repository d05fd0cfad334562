// Spec 01 §2: the clock shows HH:mm and a long date; it ticks every second (spec 01 §9) from the server's
// time message (runtime.serverClock) and the local clock in between; in trainer mode, the scenario's clock.
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../platform/runtime-context.tsx';
import { useServerNow } from '../feed/ticker.ts';
import { shownInstant } from '../scenario-time.ts';
import { useFacilityZone } from '../../../platform/session/app-data-context.tsx';
import classes from '../display.module.css';

const INTL_LOCALE: Record<string, string> = { de: 'de-CH', en: 'en-GB', fr: 'fr-CH', it: 'it-CH' };

export function DisplayClock({ compact = false }: { compact?: boolean }) {
  const runtime = useRuntime();
  const { i18n } = useTranslation();
  const zone = useFacilityZone(runtime.system.id);
  const now = new Date(shownInstant(runtime, useServerNow(), runtime.system.id));
  const locale = INTL_LOCALE[i18n.language] ?? 'de-CH';
  const time = new Intl.DateTimeFormat('de-CH', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  const date = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(now);
  return (
    <div className={compact ? classes.clockSmall : classes.clock} data-testid="display-clock">
      <div className={classes.clockTime}>{time}</div>
      <div className={classes.clockDate}>{date}</div>
    </div>
  );
}
