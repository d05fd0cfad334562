// All four locales synchronously, for tests and stories (the test setup and the story preview import
// this). The production build loads en, fr and it as their own chunks (i18n.ts loadLocale).
import en from './locales/en.ts';
import fr from './locales/fr.ts';
import it from './locales/it.ts';
import { registerLocales } from './i18n.ts';

registerLocales({ en, fr, it });
