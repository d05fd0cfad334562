// i18next with de (default and fallback), en, fr, it (spec 01 §9); the chosen locale is remembered
// in local storage (spec 01 §3 local browser storage).
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from './locales/de.ts';
import en from './locales/en.ts';
import fr from './locales/fr.ts';
import it from './locales/it.ts';

export const LOCALES = ['de', 'en', 'fr', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';
export const LOCALE_STORAGE_KEY = 'cs.locale';

export const resources = { de, en, fr, it } as const;

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY)?.toLowerCase();
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function createI18n(locale: Locale = storedLocale()): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(resources).map(([k, v]) => [k, { translation: v }])),
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Switch the UI language and remember it. */
export async function changeLocale(instance: i18n, locale: Locale): Promise<void> {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  await instance.changeLanguage(locale);
  document.documentElement.lang = locale;
}

/** Accept-Language for the backend: the UI locale in lower case, default de (spec 01 §7). */
export function currentLocale(instance: i18n): Locale {
  const lng = instance.resolvedLanguage?.toLowerCase();
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}
