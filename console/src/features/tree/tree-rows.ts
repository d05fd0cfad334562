// What the tree page's panel and the sort page's tree share: @headless-tree over the model's entries with the open
// nodes held by the page, and the open rows drawn by @tanstack/react-virtual so only the rows in view exist in the
// page (a 1,000-bed hospital has several thousand nodes). Each tree adds its own children, state and features.
import type { ItemInstance, TreeConfig, TreeInstance } from '@headless-tree/core';
import { buildItemsOnPrototype } from './item-instances.ts';
import { observeElementRect, useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import type { CSSProperties, RefObject } from 'react';
import { ROOT, ROOT_ENTRY, type TreeEntry, type TreeModel } from './tree-model.ts';

const ROW_HEIGHT = 32;
const UNMEASURED = { width: 800, height: 640 };

/** Scrolls the virtualised rows to a row's index; set by useVirtualRows once the rows exist. */
export type ScrollToRow = RefObject<(index: number) => void>;

/** The configuration both trees give useTree alike (a fresh object each render, as useTree's own literal was). */
export function treeConfig(
  model: TreeModel,
  {
    children,
    expanded,
    onExpandedChange,
    scrollTo,
  }: {
    /** the children the tree shows of a node (the filter's, the sort page's working copy) */
    children: (id: string) => readonly string[];
    expanded: string[];
    onExpandedChange: (ids: string[]) => void;
    scrollTo: ScrollToRow;
  },
) {
  return {
    instanceBuilder: buildItemsOnPrototype,
    rootItemId: ROOT,
    setExpandedItems: (next) => onExpandedChange(typeof next === 'function' ? next(expanded) : next),
    getItemName: (item) => item.getItemData().name,
    dataLoader: {
      getItem: (id) => model.byId.get(id) ?? ROOT_ENTRY,
      getChildren: (id) => [...children(id)],
    },
    scrollToItem: (item) => scrollTo.current(item.getItemMeta().index),
  } satisfies Partial<TreeConfig<TreeEntry>>;
}

/** The tree's open rows and the virtualizer that places the ones in view in the scroller. */
export function useVirtualRows(
  tree: TreeInstance<TreeEntry>,
  scroller: RefObject<HTMLDivElement | null>,
  scrollTo: ScrollToRow,
) {
  const items = tree.getItems();
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    // A panel not laid out (measured 0 high: before layout, jsdom) shows the rows of a typical panel.
    initialRect: UNMEASURED,
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : UNMEASURED)),
  });
  scrollTo.current = (index) => virtualizer.scrollToIndex(index, { align: 'auto' });
  return { items, virtualizer };
}

/**
 * What a row shows that the tree's state decides, as one value a memoised row compares: headless-tree's items stay
 * the same objects while their state changes (item.getProps reads the place, focus, selection and open state).
 */
export function rowState<T>(item: ItemInstance<T>): string {
  const meta = item.getItemMeta();
  return [
    meta.index,
    meta.level,
    meta.posInSet,
    meta.setSize,
    item.isFolder(),
    item.isExpanded(),
    item.isFocused(),
    item.isSelected(),
  ].join(' ');
}

/** Where a virtual row stands in the container. */
export function rowStyle(row: Pick<VirtualItem, 'start' | 'size'>): CSSProperties {
  return {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    height: row.size,
    transform: `translateY(${row.start}px)`,
  };
}
