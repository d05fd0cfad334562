// A fresh list of hits starts with its first hit selected, as in every command palette: Enter opens it at once, the
// arrows move on from it (spec 01 §4 'selection resets on new results'). Spotlight selects by marking the action
// (data-selected, which its Enter triggers) and keeping the index its arrows move from; its own selectAction is not
// exported by @mantine/spotlight 9, so this does the same for index 0.
import type { SpotlightStore } from '@mantine/spotlight';

export function selectFirstAction(store: SpotlightStore): void {
  const { listId } = store.getState();
  const list = listId ? document.getElementById(listId) : null;
  const first = list?.querySelector('[data-action]');
  if (!list || !first) return;
  list.querySelector('[data-selected]')?.removeAttribute('data-selected');
  first.setAttribute('data-selected', 'true');
  store.updateState((state) => ({ ...state, selected: 0 }));
}
