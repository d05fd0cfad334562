// Time since opened (spec 01 §2), ticking locally: only this text re-renders each second, not the card.
import { useRuntime } from '../../../platform/runtime-context.tsx';
import { useServerNow } from '../feed/ticker.ts';
import { shownInstant } from '../scenario-time.ts';
import { useCardTexts } from './card-texts.tsx';

/** Spec 01 §9: 'just now' under 10 s. */
export const JUST_NOW_LIMIT_S = 10;

export function elapsedParts(
  openedAt: string | number,
  nowMs: number,
): { key: string; values: Record<string, number | string> } {
  const opened = typeof openedAt === 'number' ? openedAt : Date.parse(openedAt);
  const seconds = Math.max(0, Math.floor((nowMs - opened) / 1000));
  if (seconds < JUST_NOW_LIMIT_S) return { key: 'justNow', values: {} };
  if (seconds < 60) return { key: 'seconds', values: { count: seconds } };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { key: 'minutes', values: { count: minutes } };
  // mm for the short form: '1h03' reads as one hour and three minutes, '1h3' does not.
  const m = minutes % 60;
  return { key: 'hours', values: { h: Math.floor(minutes / 60), m, mm: String(m).padStart(2, '0') } };
}

export function Elapsed({
  openedAt,
  systemId,
  short = false,
}: {
  openedAt: string;
  /** the call's system: on a scenario's stage its age is counted in scenario time */
  systemId: number;
  short?: boolean;
}) {
  const t = useCardTexts();
  const runtime = useRuntime();
  const now = useServerNow();
  const { key, values } = elapsedParts(
    shownInstant(runtime, Date.parse(openedAt), systemId),
    shownInstant(runtime, now, systemId),
  );
  return (
    <span data-testid="elapsed">{t(`display.${short ? 'elapsedShort' : 'elapsed'}.${key}`, values)}</span>
  );
}
