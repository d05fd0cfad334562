// How the dashboard writes its figures: counts in the Swiss format in every language (spec 01 §9), times to close
// as minutes and seconds (m:ss; h:mm:ss from an hour), the same in every language.
import { formatNumber } from '@cs/rules/numbers';

export const count = (n: number) => formatNumber(n);

export function minutes(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '–';
  const s = Math.round(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** The change against the previous period in whole percent, or null when there is nothing to compare. */
export function change(now: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || previous === 0) return null;
  return Math.round(((now - previous) / previous) * 100);
}
