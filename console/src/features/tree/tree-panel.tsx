// The tree itself: @headless-tree (keyboard: arrows, Home, End, Enter; ARIA tree roles) over the rows that are
// open, drawn by @tanstack/react-virtual so a 1,000-bed hospital's several thousand nodes stay smooth: only the
// rows in view exist in the page.
import {
  hotkeysCoreFeature,
  selectionFeature,
  syncDataLoaderFeature,
  type ItemInstance,
  type TreeInstance,
} from '@headless-tree/core';
import { useTree } from '@headless-tree/react';
import { memo, useEffect, useRef } from 'react';
import { useCallbackRef } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { visibleChildren, type TreeEntry, type TreeFilter, type TreeModel } from './tree-model.ts';
import { TreeRow } from './tree-row.tsx';
import { rowState, rowStyle, treeConfig, useVirtualRows } from './tree-rows.ts';
import classes from './tree.module.css';

interface Props {
  model: TreeModel;
  filter: TreeFilter | null;
  expanded: string[];
  onExpandedChange: (ids: string[]) => void;
  selected: string | null;
  onSelect: (id: string) => void;
  /** opens a node's form (spec 01 §2 /tree/edit/:id?) from its row */
  onOpen?: (id: string) => void;
}

/**
 * A row drawn again only when what it shows changes (`state`, rowState; its entry; its place): a new address (a
 * selection, the node form opened over the tree) or an opened floor renders the panel again, and drew every row in
 * view with it (issue 15: expanding a floor 61-62 against 77-84 ms, bench/tree-browser.ts).
 */
const PanelRow = memo(function PanelRow({
  item,
  start,
  size,
  match,
  onOpen,
}: {
  item: ItemInstance<TreeEntry>;
  start: number;
  size: number;
  match: boolean;
  onOpen?: (id: string) => void;
  /** compared by memo only: the row's entry and state (rowState) */
  entry: TreeEntry;
  state: string;
}) {
  return <TreeRow item={item} match={match} onOpen={onOpen} style={rowStyle({ start, size })} />;
});

export function TreePanel({ model, filter, expanded, onExpandedChange, selected, onSelect, onOpen }: Props) {
  const { t } = useTranslation();
  // the same function for every render, so a memoised row does not draw again for a new one
  const open = useCallbackRef((id: string) => onOpen?.(id));
  const scroller = useRef<HTMLDivElement>(null);
  const scrollTo = useRef<(index: number) => void>(() => {});
  const tree: TreeInstance<TreeEntry> = useTree<TreeEntry>({
    ...treeConfig(model, {
      children: (id) => visibleChildren(model, filter, id),
      expanded,
      onExpandedChange,
      scrollTo,
    }),
    state: { expandedItems: expanded, selectedItems: selected ? [selected] : [] },
    setSelectedItems: (next) => {
      const ids = typeof next === 'function' ? next(selected ? [selected] : []) : next;
      if (ids[0]) onSelect(ids[0]);
    },
    isItemFolder: (item) => visibleChildren(model, filter, item.getId()).length > 0,
    hotkeys: {
      // Enter and Space select the focused node (its details show), as a click does.
      customSelect: {
        hotkey: 'Enter',
        handler: (_e, tr) => tr.setSelectedItems([tr.getFocusedItem().getId()]),
      },
      customSelectSpace: {
        hotkey: 'Space',
        preventDefault: true,
        handler: (_e, tr) => tr.setSelectedItems([tr.getFocusedItem().getId()]),
      },
    },
    features: [syncDataLoaderFeature, selectionFeature, hotkeysCoreFeature],
  });

  // A new tree (another view, a reload) or filter changes the rows. useTree has rebuilt the flat list already when the
  // open nodes changed with it (every filter change, most new trees); a second rebuild here cost a full pass over
  // every shown row and another render of the panel per filter keystroke (bench/tree-browser.ts).
  const committed = useRef<string[] | null>(null);
  useEffect(() => {
    const before = committed.current;
    committed.current = expanded;
    if (before === expanded) tree.rebuildTree();
  }, [tree, model, filter, expanded]);

  const { items, virtualizer } = useVirtualRows(tree, scroller, scrollTo);

  // The selected node (from the address, the search, the details' path) is brought to the middle once it is among the
  // rows, unless it is in view: a node clicked in the tree stays under the pointer (scrolled to the middle, the second
  // click of a double click landed on another row and opened that row's form).
  const selectedIndex = selected ? items.findIndex((i) => i.getId() === selected) : -1;
  useEffect(() => {
    if (selectedIndex < 0) return;
    const inView = virtualizer.range;
    if (inView && selectedIndex >= inView.startIndex && selectedIndex <= inView.endIndex) return;
    virtualizer.scrollToIndex(selectedIndex, { align: 'center' });
  }, [selectedIndex, virtualizer]);

  return (
    <div ref={scroller} className={classes.scroller}>
      <div
        {...tree.getContainerProps(t('tree.treeLabel'))}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (!item) return null;
          return (
            <PanelRow
              key={item.getKey()}
              item={item}
              entry={item.getItemData()}
              state={rowState(item)}
              match={filter?.matches.has(item.getId()) ?? false}
              onOpen={onOpen && open}
              start={row.start}
              size={row.size}
            />
          );
        })}
      </div>
    </div>
  );
}
