// The screens' text areas but the admin's, in one chunk per locale (area-loaders.ts): account, call log, demo,
// the display's drawer, home, tree, field checks.
import account from '../account/en.ts';
import analytics from '../analytics/en.ts';
import callLog from '../call-log/en.ts';
import demo from '../demo/en.ts';
import displayDrawer from '../display-drawer/en.ts';
import home from '../home/en.ts';
import search from '../search/en.ts';
import mainLayout from '../main-layout/en.ts';
import tree from '../tree/en.ts';
import validation from '../validation/en.ts';

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
