// The tree's item instances on a shared prototype (item-instances.ts, issue 15 filter key) behave as headless-tree's
// own builder's: a whole tree built with them lists, opens and selects as one built with the default, and a
// method taken off its item works.
import {
  buildStaticInstance,
  createTree,
  hotkeysCoreFeature,
  selectionFeature,
  syncDataLoaderFeature,
} from '@headless-tree/core';
import { describe, expect, it } from 'vitest';
import { buildItemsOnPrototype } from './item-instances.ts';

describe('item instances on a prototype', () => {
  it('a tree built with them lists, opens and selects as one built with the default', () => {
    const children: Record<string, string[]> = { root: ['1', '2'], '1': ['11', '12'], '2': [] };
    const treeWith = (instanceBuilder: typeof buildItemsOnPrototype) => {
      const tree = createTree<string>({
        instanceBuilder,
        rootItemId: 'root',
        getItemName: (item) => item.getItemData(),
        isItemFolder: (item) => (children[item.getId()] ?? []).length > 0,
        dataLoader: { getItem: (id) => `item ${id}`, getChildren: (id) => children[id] ?? [] },
        state: { expandedItems: ['1'], selectedItems: ['12'] },
        features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
      });
      tree.setMounted(true);
      tree.rebuildTree();
      // a method taken off its item works as the default's closures do
      const { isExpanded } = tree.getItems()[0]!;
      expect(isExpanded()).toBe(true);
      return tree
        .getItems()
        .map(
          (i) =>
            `${i.getId()} ${i.getItemName()} level ${i.getItemMeta().level} ${i.isExpanded() ? 'open' : ''}${i.isSelected() ? 'selected' : ''} ${i.getProps().role}`,
        );
    };
    const expected = treeWith(buildStaticInstance);
    expect(expected).toEqual([
      '1 item 1 level 0 open treeitem',
      '11 item 11 level 1  treeitem',
      '12 item 12 level 1 selected treeitem',
      '2 item 2 level 0  treeitem',
    ]);
    expect(treeWith(buildItemsOnPrototype)).toEqual(expected);
  });
});
