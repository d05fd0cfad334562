// The popups' texts in all four locales, registered by their own chunk when it loads (a text area in the shell
// would cost every route, the display's included, its bytes). The commit popup's steps are the sync screen's
// (sync.steps.*), so that bundle comes along (registered once, whoever is first).
import type { i18n } from 'i18next';
import { getI18n } from 'react-i18next';
import popupDe from '../../../platform/i18n/locales/sync-popup/de.ts';
import popupEn from '../../../platform/i18n/locales/sync-popup/en.ts';
import popupFr from '../../../platform/i18n/locales/sync-popup/fr.ts';
import popupIt from '../../../platform/i18n/locales/sync-popup/it.ts';
import syncDe from '../../../platform/i18n/locales/sync/de.ts';
import syncEn from '../../../platform/i18n/locales/sync/en.ts';
import syncFr from '../../../platform/i18n/locales/sync/fr.ts';
import syncIt from '../../../platform/i18n/locales/sync/it.ts';

const TEXTS = {
  de: { sync: syncDe, syncPopup: popupDe },
  en: { sync: syncEn, syncPopup: popupEn },
  fr: { sync: syncFr, syncPopup: popupFr },
  it: { sync: syncIt, syncPopup: popupIt },
};

export function registerPopupTexts(instance: i18n | undefined = getI18n()): void {
  // none before the page's runtime exists (a test importing the chunk ahead): its locales come with the test setup
  if (!instance) return;
  for (const [locale, bundle] of Object.entries(TEXTS)) {
    if (!instance.getResource(locale, 'translation', 'sync.title'))
      instance.addResourceBundle(locale, 'translation', { sync: bundle.sync }, true, true);
    if (!instance.getResource(locale, 'translation', 'syncPopup.commitTitle'))
      instance.addResourceBundle(locale, 'translation', { syncPopup: bundle.syncPopup }, true, true);
  }
}
