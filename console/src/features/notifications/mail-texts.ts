// The mail screens' texts in all four locales, registered by their own chunk when it loads (as the sync screen's:
// a text area in the shell would cost the display route's budget).
import type { i18n } from 'i18next';
import { getI18n } from 'react-i18next';
import de from '../../platform/i18n/locales/mail/de.ts';
import en from '../../platform/i18n/locales/mail/en.ts';
import fr from '../../platform/i18n/locales/mail/fr.ts';
import it from '../../platform/i18n/locales/mail/it.ts';

const TEXTS = { de, en, fr, it };

export function registerMailTexts(instance: i18n = getI18n()): void {
  for (const [locale, mail] of Object.entries(TEXTS))
    if (!instance.getResource(locale, 'translation', 'mail.title'))
      instance.addResourceBundle(locale, 'translation', { mail }, true, true);
}
