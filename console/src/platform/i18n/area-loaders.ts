// Where each text area comes from in production. The admin's texts are one chunk per locale; the other screens'
// areas (account, call log, demo, the display's drawer, home, search, the header, tree, field checks, a few kB per locale) one chunk per
// locale together: every loader is a chunk name in the shell, and the shell counts against the display's budget
// (ARCHITECTURE §11). Tests and stories have all texts at once (all-locales.ts).
import type { Locale } from './locale-choice.ts';
import type screensDe from './locales/screens/de.ts';

type Load<T> = Record<Locale, () => Promise<{ default: T }>>;
type ScreenTexts = typeof screensDe;

const screens: Load<ScreenTexts> = {
  de: () => import('./locales/screens/de.ts'),
  en: () => import('./locales/screens/en.ts'),
  fr: () => import('./locales/screens/fr.ts'),
  it: () => import('./locales/screens/it.ts'),
};

const screenArea =
  (area: keyof ScreenTexts) =>
  (locale: Locale): Promise<object> =>
    screens[locale]().then((m) => m.default[area]);
const perLocale =
  (load: Load<object>) =>
  (locale: Locale): Promise<object> =>
    load[locale]().then((m) => m.default);

export const areaLoaders = {
  account: screenArea('account'),
  admin: perLocale({
    de: () => import('./locales/admin/de.ts'),
    en: () => import('./locales/admin/en.ts'),
    fr: () => import('./locales/admin/fr.ts'),
    it: () => import('./locales/admin/it.ts'),
  }),
  analytics: screenArea('analytics'),
  callLog: screenArea('callLog'),
  demo: screenArea('demo'),
  displayDrawer: screenArea('displayDrawer'),
  home: screenArea('home'),
  search: screenArea('search'),
  mainLayout: screenArea('mainLayout'),
  tree: screenArea('tree'),
  validation: screenArea('validation'),
};

export type TextArea = keyof typeof areaLoaders;
