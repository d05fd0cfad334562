// The sync screen's texts in all four locales, registered by its own chunk when it loads: a text area in the shell
// (platform/i18n/area-loaders.ts) would cost every route, the display's included, a few bytes of its budget.
import type { i18n } from 'i18next';
import { getI18n } from 'react-i18next';
import de from '../../platform/i18n/locales/sync/de.ts';
import en from '../../platform/i18n/locales/sync/en.ts';
import fr from '../../platform/i18n/locales/sync/fr.ts';
import it from '../../platform/i18n/locales/sync/it.ts';

const TEXTS = { de, en, fr, it };

export function registerSyncTexts(instance: i18n = getI18n()): void {
  for (const [locale, sync] of Object.entries(TEXTS))
    if (!instance.getResource(locale, 'translation', 'sync.title'))
      instance.addResourceBundle(locale, 'translation', { sync }, true, true);
}
