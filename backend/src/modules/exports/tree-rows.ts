// The system tree as an export's table (spec 02 §3 system tree node): the nodes the caller sees in the tree view
// asked for, in tree order, with the texts and section they have (their own or inherited), in the exporting
// user's language.
import type { Locale } from '../../platform/locale.ts';
import { t } from '../../platform/messages.ts';
import type { SystemDoc, SystemTreeNodeRecord } from '../../store/config-types.ts';
import type { TreeIndex } from '../tree/tree-index.ts';
import type { Cell, ExportColumn } from './writers/types.ts';

const TREE_COLUMNS: Array<[key: string, kind: ExportColumn['kind'], width: number]> = [
  ['id', 'number', 6],
  ['parent', 'text', 18],
  ['name', 'text', 20],
  ['kind', 'text', 12],
  ['number', 'number', 8],
  ['serial', 'text', 12],
  ['text_short', 'text', 10],
  ['text_long', 'text', 18],
  ['section', 'text', 16],
];

export const treeColumns = (locale: Locale): ExportColumn[] =>
  TREE_COLUMNS.map(([key, kind, width]) => ({ label: t(locale, `export.tree.${key}`), kind, width }));

export function treeCells(
  index: TreeIndex,
  doc: SystemDoc,
  locale: Locale,
): (node: SystemTreeNodeRecord) => Cell[] {
  const sections = new Map(doc.sections.map((s) => [s.id, s.name]));
  return (node) => {
    const section = index.effective(node, 'section_id').value;
    const parent = node.parent_id === null ? undefined : index.byId.get(node.parent_id);
    return [
      node.id,
      parent?.name ?? null,
      node.name,
      t(locale, `export.kinds.${node.kind}`),
      node.number,
      node.serial,
      index.effective(node, 'text_short').value,
      index.effective(node, 'text_long').value,
      section === null || section === undefined ? null : (sections.get(section) ?? null),
    ];
  };
}
