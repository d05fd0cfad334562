// The UI languages and the one the browser remembers (spec 01 §9, §3 local browser storage). Apart from i18n.ts so the
// server-rendered display's first-paint script (app/ssr/first-paint.ts) reads the choice without i18next.
export const LOCALES = ['de', 'en', 'fr', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';
export const LOCALE_STORAGE_KEY = 'cs.locale';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY)?.toLowerCase();
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
