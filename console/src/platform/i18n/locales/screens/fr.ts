// The screens' text areas but the admin's, in one chunk per locale (area-loaders.ts): account, call log, demo,
// the display's drawer, home, tree, field checks.
import account from '../account/fr.ts';
import analytics from '../analytics/fr.ts';
import callLog from '../call-log/fr.ts';
import demo from '../demo/fr.ts';
import displayDrawer from '../display-drawer/fr.ts';
import home from '../home/fr.ts';
import search from '../search/fr.ts';
import mainLayout from '../main-layout/fr.ts';
import tree from '../tree/fr.ts';
import validation from '../validation/fr.ts';

export default {
  account,
  analytics,
  callLog,
  demo,
  displayDrawer,
  home,
  search,
  mainLayout,
  tree,
  validation,
};
