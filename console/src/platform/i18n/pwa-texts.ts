// The mobile-style layout's texts in all four locales, registered by its chunks when they load (as the sync
// screen's, features/sync/sync-texts.ts): a text area in the shell would cost the display's budget.
import type { i18n } from 'i18next';
import { getI18n } from 'react-i18next';
import de from './locales/pwa/de.ts';
import en from './locales/pwa/en.ts';
import fr from './locales/pwa/fr.ts';
import it from './locales/pwa/it.ts';

const TEXTS = { de, en, fr, it };

export function registerPwaTexts(instance: i18n = getI18n()): void {
  for (const [locale, pwa] of Object.entries(TEXTS))
    if (!instance.getResource(locale, 'translation', 'pwa.back'))
      instance.addResourceBundle(locale, 'translation', { pwa }, true, true);
}
