// All four locales with their areas' texts (account, admin, call log, demo, home, search, field checks, the display's drawer) synchronously, for tests and stories (the test setup and the story preview import
// this). The production build loads en, fr and it as their own chunks (i18n.ts loadLocale).
import accountDe from './locales/account/de.ts';
import accountEn from './locales/account/en.ts';
import accountFr from './locales/account/fr.ts';
import accountIt from './locales/account/it.ts';
import adminDe from './locales/admin/de.ts';
import adminEn from './locales/admin/en.ts';
import adminFr from './locales/admin/fr.ts';
import adminIt from './locales/admin/it.ts';
import callLogDe from './locales/call-log/de.ts';
import callLogEn from './locales/call-log/en.ts';
import callLogFr from './locales/call-log/fr.ts';
import callLogIt from './locales/call-log/it.ts';
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
import homeDe from './locales/home/de.ts';
import homeEn from './locales/home/en.ts';
import homeFr from './locales/home/fr.ts';
import homeIt from './locales/home/it.ts';
import validationDe from './locales/validation/de.ts';
import validationEn from './locales/validation/en.ts';
import validationFr from './locales/validation/fr.ts';
import validationIt from './locales/validation/it.ts';
import pwaDe from './locales/pwa/de.ts';
import pwaEn from './locales/pwa/en.ts';
import pwaFr from './locales/pwa/fr.ts';
import pwaIt from './locales/pwa/it.ts';
import syncDe from './locales/sync/de.ts';
import syncEn from './locales/sync/en.ts';
import syncFr from './locales/sync/fr.ts';
import syncIt from './locales/sync/it.ts';
import syncPopupDe from './locales/sync-popup/de.ts';
import syncPopupEn from './locales/sync-popup/en.ts';
import syncPopupFr from './locales/sync-popup/fr.ts';
import syncPopupIt from './locales/sync-popup/it.ts';
import treeDe from './locales/tree/de.ts';
import treeEn from './locales/tree/en.ts';
import treeFr from './locales/tree/fr.ts';
import treeIt from './locales/tree/it.ts';
import searchDe from './locales/search/de.ts';
import mainLayoutDe from './locales/main-layout/de.ts';
import searchEn from './locales/search/en.ts';
import mainLayoutEn from './locales/main-layout/en.ts';
import searchFr from './locales/search/fr.ts';
import mainLayoutFr from './locales/main-layout/fr.ts';
import searchIt from './locales/search/it.ts';
import mainLayoutIt from './locales/main-layout/it.ts';
import analyticsDe from './locales/analytics/de.ts';
import analyticsEn from './locales/analytics/en.ts';
import analyticsFr from './locales/analytics/fr.ts';
import analyticsIt from './locales/analytics/it.ts';
import mailDe from './locales/mail/de.ts';
import mailEn from './locales/mail/en.ts';
import mailFr from './locales/mail/fr.ts';
import mailIt from './locales/mail/it.ts';
import { registerLocales } from './i18n.ts';

registerLocales({
  de: {
    ...de,
    ...accountDe,
    ...mainLayoutDe,
    display: { ...de.display, drawer: drawerDe },
    admin: adminDe,
    analytics: analyticsDe,
    callLog: callLogDe,
    demo: demoDe,
    home: homeDe,
    search: searchDe,
    sync: syncDe,
    pwa: pwaDe,
    syncPopup: syncPopupDe,
    mail: mailDe,
    tree: treeDe,
    validation: validationDe,
  },
  en: {
    ...en,
    ...accountEn,
    ...mainLayoutEn,
    display: { ...en.display, drawer: drawerEn },
    admin: adminEn,
    analytics: analyticsEn,
    callLog: callLogEn,
    demo: demoEn,
    home: homeEn,
    search: searchEn,
    sync: syncEn,
    pwa: pwaEn,
    syncPopup: syncPopupEn,
    mail: mailEn,
    tree: treeEn,
    validation: validationEn,
  },
  fr: {
    ...fr,
    ...accountFr,
    ...mainLayoutFr,
    display: { ...fr.display, drawer: drawerFr },
    admin: adminFr,
    analytics: analyticsFr,
    callLog: callLogFr,
    demo: demoFr,
    home: homeFr,
    search: searchFr,
    sync: syncFr,
    pwa: pwaFr,
    syncPopup: syncPopupFr,
    mail: mailFr,
    tree: treeFr,
    validation: validationFr,
  },
  it: {
    ...it,
    ...accountIt,
    ...mainLayoutIt,
    display: { ...it.display, drawer: drawerIt },
    admin: adminIt,
    analytics: analyticsIt,
    callLog: callLogIt,
    demo: demoIt,
    home: homeIt,
    search: searchIt,
    sync: syncIt,
    pwa: pwaIt,
    syncPopup: syncPopupIt,
    mail: mailIt,
    tree: treeIt,
    validation: validationIt,
  },
});
