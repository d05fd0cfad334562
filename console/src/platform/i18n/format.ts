// Spec 01 §9 / ARCHITECTURE §7: dates dd.MM.yyyy, times HH:mm, numbers in the Swiss German format,
// in the facility's time zone (default Europe/Zurich), whatever the UI language.
export const DEFAULT_TIME_ZONE = 'Europe/Zurich';

const parts = (date: Date, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('de-CH', { timeZone, hourCycle: 'h23', ...options })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );

export function formatDate(date: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const p = parts(date, timeZone, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return `${p.day}.${p.month}.${p.year}`;
}

export function formatTime(date: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const p = parts(date, timeZone, { hour: '2-digit', minute: '2-digit' });
  return `${p.hour}:${p.minute}`;
}

export const formatDateTime = (date: Date, timeZone = DEFAULT_TIME_ZONE) =>
  `${formatDate(date, timeZone)} ${formatTime(date, timeZone)}`;

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat('de-CH', options).format(value);
}

/** Weeks start on Monday (spec 01 §9). */
export const FIRST_DAY_OF_WEEK = 1;
