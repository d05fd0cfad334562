// The screens' text areas but the admin's, in one chunk per locale (area-loaders.ts): account, call log, demo,
// the display's drawer, home, tree, field checks.
import account from '../account/it.ts';
import analytics from '../analytics/it.ts';
import callLog from '../call-log/it.ts';
import demo from '../demo/it.ts';
import displayDrawer from '../display-drawer/it.ts';
import home from '../home/it.ts';
import search from '../search/it.ts';
import mainLayout from '../main-layout/it.ts';
import tree from '../tree/it.ts';
import validation from '../validation/it.ts';

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
