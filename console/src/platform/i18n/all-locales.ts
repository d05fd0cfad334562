// All four locales with their areas' texts (admin, demo, the display's drawer) synchronously, for tests and stories (the test setup and the story preview import
// this). The production build loads en, fr and it as their own chunks (i18n.ts loadLocale).
import adminDe from './locales/admin/de.ts';
import adminEn from './locales/admin/en.ts';
import adminFr from './locales/admin/fr.ts';
import adminIt from './locales/admin/it.ts';
import de from './locales/de.ts';
import en from './locales/en.ts';
import fr from './locales/fr.ts';
import it from './locales/it.ts';
import demoDe from './locales/demo/de.ts';
import demoEn from './locales/demo/en.ts';
import demoFr from './locales/demo/fr.ts';
import demoIt from './locales/demo/it.ts';
import drawerDe from './locales/display-drawer/de.ts';
import drawerEn from './locales/display-drawer/en.ts';
import drawerFr from './locales/display-drawer/fr.ts';
import drawerIt from './locales/display-drawer/it.ts';
import { registerLocales } from './i18n.ts';

registerLocales({
  de: { ...de, display: { ...de.display, drawer: drawerDe }, admin: adminDe, demo: demoDe },
  en: { ...en, display: { ...en.display, drawer: drawerEn }, admin: adminEn, demo: demoEn },
  fr: { ...fr, display: { ...fr.display, drawer: drawerFr }, admin: adminFr, demo: demoFr },
  it: { ...it, display: { ...it.display, drawer: drawerIt }, admin: adminIt, demo: demoIt },
});
