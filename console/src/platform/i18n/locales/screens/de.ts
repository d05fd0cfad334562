// The screens' text areas but the admin's, in one chunk per locale (area-loaders.ts): account, call log, demo,
// the display's drawer, home, tree, field checks.
import account from '../account/de.ts';
import analytics from '../analytics/de.ts';
import callLog from '../call-log/de.ts';
import demo from '../demo/de.ts';
import displayDrawer from '../display-drawer/de.ts';
import home from '../home/de.ts';
import search from '../search/de.ts';
import mainLayout from '../main-layout/de.ts';
import tree from '../tree/de.ts';
import validation from '../validation/de.ts';

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
