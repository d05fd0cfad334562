// All four locales with their admin texts synchronously, for tests and stories (the test setup and the story preview import
// this). The production build loads en, fr and it as their own chunks (i18n.ts loadLocale).
import adminDe from './locales/admin/de.ts';
import adminEn from './locales/admin/en.ts';
import adminFr from './locales/admin/fr.ts';
import adminIt from './locales/admin/it.ts';
import de from './locales/de.ts';
import en from './locales/en.ts';
import fr from './locales/fr.ts';
import it from './locales/it.ts';
import { registerLocales } from './i18n.ts';

registerLocales({
  de: { ...de, admin: adminDe },
  en: { ...en, admin: adminEn },
  fr: { ...fr, admin: adminFr },
  it: { ...it, admin: adminIt },
});
