// The sort page's tree: @headless-tree's drag and drop (mouse) and its keyboard drag and drop (Ctrl+Shift+D picks
// the focused node up, the arrows choose the place, Enter drops, Escape cancels) over the same virtualised rows as
// the tree page. A drop changes the page's working copy only; the server judges the moves on saving.
import {
  AssistiveDndState,
  dragAndDropFeature,
  hotkeysCoreFeature,
  keyboardDragAndDropFeature,
  selectionFeature,
  syncDataLoaderFeature,
  type DragTarget,
  type TreeInstance,
} from '@headless-tree/core';
import { useTree } from '@headless-tree/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { holdsNodes, type TreeEntry, type TreeModel } from '../tree-model.ts';
import { TreeRow } from '../tree-row.tsx';
import { rowStyle, treeConfig, useVirtualRows } from '../tree-rows.ts';
import classes from '../tree.module.css';
import type { SortState } from './sort-moves.ts';

const INDENT = 20;
const NONE: readonly string[] = [];

interface Props {
  model: TreeModel;
  state: SortState;
  expanded: string[];
  onExpandedChange: (ids: string[]) => void;
  /** the dropped ids, their new parent and their place among its other children (null: last) */
  onDrop: (ids: string[], parent: string, at: number | null) => void;
}

export function SortTree({ model, state, expanded, onExpandedChange, onDrop }: Props) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const scrollTo = useRef<(index: number) => void>(() => {});
  const [selected, setSelected] = useState<string[]>([]);
  const [assistive, setAssistive] = useState<AssistiveDndState | null>(null);
  const [announce, setAnnounce] = useState('');
  const tree: TreeInstance<TreeEntry> = useTree<TreeEntry>({
    ...treeConfig(model, {
      children: (id) => state.children.get(id) ?? NONE,
      expanded,
      onExpandedChange,
      scrollTo,
    }),
    state: { expandedItems: expanded, selectedItems: selected, assistiveDndState: assistive },
    setSelectedItems: (next) => setSelected((s) => (typeof next === 'function' ? next(s) : next)),
    setAssistiveDndState: (next) =>
      setAssistive((s) => (typeof next === 'function' ? next(s) : next) ?? null),
    // Structure nodes take drops even while empty; devices only stand among their siblings.
    isItemFolder: (item) =>
      holdsNodes(item.getItemData()) || (state.children.get(item.getId())?.length ?? 0) > 0,
    indent: INDENT,
    canReorder: true,
    onDrop: (items, target: DragTarget<TreeEntry>) => {
      const parent = target.item.getId();
      onDrop(
        items.map((i) => i.getId()),
        parent,
        'insertionIndex' in target ? target.insertionIndex : null,
      );
      setAnnounce(
        t('tree.sort.dropped', {
          names: items.map((i) => i.getItemName()).join(', '),
          parent: target.item.getItemName(),
        }),
      );
    },
    features: [
      syncDataLoaderFeature,
      selectionFeature,
      hotkeysCoreFeature,
      dragAndDropFeature,
      keyboardDragAndDropFeature,
    ],
  });

  useEffect(() => tree.rebuildTree(), [tree, state]);
  useEffect(() => {
    if (assistive === AssistiveDndState.Started || assistive === AssistiveDndState.Dragging)
      setAnnounce(t('tree.sort.picked'));
    if (assistive === AssistiveDndState.Aborted) setAnnounce(t('tree.sort.aborted'));
  }, [assistive, t]);

  const { items, virtualizer } = useVirtualRows(tree, scroller, scrollTo);
  // Escape cancels a keyboard drag here; it must not close the modal as well.
  const keepEscape = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && tree.getState().dnd) e.stopPropagation();
  };

  return (
    <>
      <div ref={scroller} className={classes.scroller} data-sort onKeyDown={keepEscape}>
        <div
          {...tree.getContainerProps(t('tree.sort.treeLabel'))}
          style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
        >
          {virtualizer.getVirtualItems().map((row) => {
            const item = items[row.index];
            if (!item) return null;
            return (
              <TreeRow
                key={item.getKey()}
                item={item}
                match={item.isUnorderedDragTarget()}
                moved={state.moved.has(item.getId())}
                style={rowStyle(row)}
              />
            );
          })}
          <div style={tree.getDragLineStyle()} className={classes.dragLine} />
        </div>
      </div>
      <div aria-live="assertive" className={classes.announce}>
        {announce}
      </div>
    </>
  );
}
