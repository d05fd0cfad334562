// A memoised tree row (tree-panel.tsx PanelRow) draws again only when rowState changes: it must change with
// everything item.getProps and the row read from the tree's state (selection, focus, open state, place), and stay
// the same when nothing of the row changed (issue 15: a new address drew every row in view again).
import { createTree, hotkeysCoreFeature, selectionFeature, syncDataLoaderFeature } from '@headless-tree/core';
import { describe, expect, it } from 'vitest';
import { buildItemsOnPrototype } from './item-instances.ts';
import { rowState } from './tree-rows.ts';

const children: Record<string, string[]> = { root: ['1', '2'], '1': ['11'], '2': ['21'] };

function tree(state: { expandedItems: string[]; selectedItems: string[]; focusedItem?: string }) {
  const t = createTree<string>({
    instanceBuilder: buildItemsOnPrototype,
    rootItemId: 'root',
    getItemName: (item) => item.getItemData(),
    isItemFolder: (item) => (children[item.getId()] ?? []).length > 0,
    dataLoader: { getItem: (id) => `item ${id}`, getChildren: (id) => children[id] ?? [] },
    state,
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
  });
  t.setMounted(true);
  t.rebuildTree();
  return (id: string) => rowState(t.getItemInstance(id));
}

describe('rowState', () => {
  const before = tree({ expandedItems: [], selectedItems: [], focusedItem: '1' });
  it('stays the same for a row whose place and state did not change', () => {
    expect(tree({ expandedItems: [], selectedItems: [], focusedItem: '1' })('2')).toBe(before('2'));
    // another row selected: this one unchanged
    expect(tree({ expandedItems: [], selectedItems: ['1'], focusedItem: '1' })('2')).toBe(before('2'));
  });
  it('changes with the selection, the focus and the open state of the row', () => {
    expect(tree({ expandedItems: [], selectedItems: ['2'], focusedItem: '1' })('2')).not.toBe(before('2'));
    expect(tree({ expandedItems: [], selectedItems: [], focusedItem: '2' })('2')).not.toBe(before('2'));
    expect(tree({ expandedItems: ['2'], selectedItems: [], focusedItem: '1' })('2')).not.toBe(before('2'));
  });
  it('changes with the row’s place when a row above opens', () => {
    expect(tree({ expandedItems: ['1'], selectedItems: [], focusedItem: '1' })('2')).not.toBe(before('2'));
  });
});
