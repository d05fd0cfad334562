// The /app client's texts in all four locales, registered by its own chunk (like the sync screen's): a text area
// in the shell would cost every route, the display's included, bytes of its budget. Under `appClient`: the
// top-level `app` key of the shell's texts is how i18n.ts tells a loaded locale.
import type { i18n } from 'i18next';
import de from '../../platform/i18n/locales/app-client/de.ts';
import en from '../../platform/i18n/locales/app-client/en.ts';
import fr from '../../platform/i18n/locales/app-client/fr.ts';
import it from '../../platform/i18n/locales/app-client/it.ts';

const TEXTS = { de, en, fr, it };

export function registerAppClientTexts(instance: i18n): void {
  for (const [locale, appClient] of Object.entries(TEXTS))
    if (!instance.getResource(locale, 'translation', 'appClient.title'))
      instance.addResourceBundle(locale, 'translation', { appClient }, true, true);
}
