// i18next with de (default and fallback), en, fr, it (spec 01 §9); the chosen locale is remembered
// in local storage (spec 01 §3 local browser storage).
// The production build bundles only de; en, fr and it are their own chunks, loaded before the first
// render when stored and on a language switch (ARCHITECTURE §11: the display's JavaScript budget).
// Tests and stories have all four synchronously: they import ./all-locales.ts (test setup, story preview).
import i18next, { type i18n } from 'i18next';
import { formatPercent } from '@cs/rules/numbers';
import { getI18n, initReactI18next } from 'react-i18next';
import type accountDe from './locales/account/de.ts';
import { areaLoaders, type TextArea } from './area-loaders.ts';
import type adminDe from './locales/admin/de.ts';
import type analyticsDe from './locales/analytics/de.ts';
import type callLogDe from './locales/call-log/de.ts';
import de from './locales/de.ts';
import type demoDe from './locales/demo/de.ts';
import type homeDe from './locales/home/de.ts';
import type searchDe from './locales/search/de.ts';
import type validationDe from './locales/validation/de.ts';
import type drawerDe from './locales/display-drawer/de.ts';
import type syncDe from './locales/sync/de.ts';
import type pwaDe from './locales/pwa/de.ts';
import type syncPopupDe from './locales/sync-popup/de.ts';
import type mailDe from './locales/mail/de.ts';
import type treeDe from './locales/tree/de.ts';

import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_STORAGE_KEY,
  isLocale,
  storedLocale,
  type Locale,
} from './locale-choice.ts';
export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_STORAGE_KEY,
  isLocale,
  storedLocale,
  type Locale,
} from './locale-choice.ts';
export type { TextArea };

/** A locale's texts; the texts of an area (admin, demo) arrive with the area's code in production. */
type Resource = typeof de &
  typeof accountDe & {
    admin: typeof adminDe;
    analytics: typeof analyticsDe;
    callLog: typeof callLogDe;
    demo: typeof demoDe;
    home: typeof homeDe;
    search: typeof searchDe;
    /** the sync screen's texts: its chunk registers them itself (features/sync/sync-texts.ts) */
    sync: typeof syncDe;
    /** the mobile-style layout's texts: its chunks register them (platform/i18n/pwa-texts.ts) */
    pwa: typeof pwaDe;
    /** the shell's sync popups: their chunk registers them (features/shell/sync-popups/popup-texts.ts) */
    syncPopup: typeof syncPopupDe;
    /** the mail server form and send log: their chunk registers them (features/notifications/mail-texts.ts) */
    mail: typeof mailDe;
    tree: typeof treeDe;
    validation: typeof validationDe;
    display: (typeof de)['display'] & { drawer: typeof drawerDe };
  };
/** Where an area's texts go in a locale's resource (the drawer's under the display's texts; the account's
 * at the top: login, setPassword). */
const AREA_PATH: Record<TextArea, readonly string[]> = {
  account: [],
  admin: ['admin'],
  analytics: ['analytics'],
  callLog: ['callLog'],
  demo: ['demo'],
  displayDrawer: ['display', 'drawer'],
  home: ['home'],
  mainLayout: [],
  search: ['search'],
  tree: ['tree'],
  validation: ['validation'],
};
/** The locales loaded so far: de from the start, all four with their areas' texts once ./all-locales.ts
 * is imported (tests and stories). */
export const resources = { de } as Record<Locale, Resource>;
const loaded: Partial<Record<Locale, Resource>> = resources;

/** Make locales available synchronously (./all-locales.ts: tests and stories). */
export function registerLocales(more: Partial<Record<Locale, Resource>>): void {
  Object.assign(loaded, more);
}

const loaders: Record<Locale, () => Promise<{ default: typeof de }>> = {
  de: async () => ({ default: de }),
  en: () => import('./locales/en.ts'),
  fr: () => import('./locales/fr.ts'),
  it: () => import('./locales/it.ts'),
};

/** Load a locale's texts (its own chunk in production); resolves at once when already there. */
export async function loadLocale(locale: Locale): Promise<void> {
  loaded[locale] ??= (await loaders[locale]()).default as Resource;
}

const wantedAreas = new Set<TextArea>();

async function addAreaTexts(instance: i18n, locale: Locale, area: TextArea): Promise<void> {
  const path = AREA_PATH[area];
  // An area at the top is there when one of its own texts is (the account's login texts, the main layout's header).
  const marker = path.length ? path.join('.') : area === 'account' ? 'login' : 'header';
  if (instance.getResource(locale, 'translation', marker)) return;
  const texts = await areaLoaders[area](locale);
  const bundle = path.reduceRight((inner, key) => ({ [key]: inner }), texts);
  instance.addResourceBundle(locale, 'translation', bundle, true, true);
}

/** An area's texts (their own chunks in production), for the UI language and the fallback; later language
 * switches bring them along. The area's chunk awaits this before its first render. */
export async function loadAreaTexts(area: TextArea, instance: i18n = getI18n()): Promise<void> {
  wantedAreas.add(area);
  await Promise.all(
    [...new Set([DEFAULT_LOCALE, currentLocale(instance)])].map((l) => addAreaTexts(instance, l, area)),
  );
}

/** The admin area's texts: the admin chunk awaits them before its first render. */
export const loadAdminTexts = (instance?: i18n): Promise<void> => loadAreaTexts('admin', instance);

/** Load a locale and add it to an i18next instance, then switch to it (without remembering it). */
export async function switchLocale(instance: i18n, locale: Locale): Promise<void> {
  await loadLocale(locale);
  if (!instance.getResource(locale, 'translation', 'app'))
    instance.addResourceBundle(locale, 'translation', loaded[locale], true, false);
  for (const area of wantedAreas) await addAreaTexts(instance, locale, area);
  await instance.changeLanguage(locale);
}

export function createI18n(locale: Locale = storedLocale()): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(loaded).map(([k, v]) => [k, { translation: v }])),
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    // Texts added later (a locale, the admin texts) re-render what shows them.
    react: { bindI18nStore: 'added' },
    initAsync: false,
  });
  // '{{level, percent}}': a percentage as the language writes it (rules/numbers.ts formatPercent).
  instance.services.formatter?.add('percent', (value: unknown, lng: string | undefined) =>
    formatPercent(Number(value), lng ?? DEFAULT_LOCALE),
  );
  return instance;
}

/** Switch the UI language and remember it. */
export async function changeLocale(instance: i18n, locale: Locale): Promise<void> {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  await switchLocale(instance, locale);
  document.documentElement.lang = locale;
}

/** Accept-Language for the backend: the UI locale in lower case, default de (spec 01 §7). */
export function currentLocale(instance: i18n): Locale {
  const lng = instance.resolvedLanguage?.toLowerCase();
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}
