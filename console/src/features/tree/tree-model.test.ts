// The tree filter (spec 02 §3 node fields name, texts, serial, number): matches with their ancestors, opened.
import { describe, expect, it } from 'vitest';
import {
  ROOT,
  ancestorsOf,
  buildTreeModel,
  filterTree,
  visibleChildren,
  type TreeEntry,
} from './tree-model.ts';

const entry = (
  id: number,
  parent_id: number | null,
  name: string,
  over: Partial<TreeEntry> = {},
): TreeEntry => ({
  id,
  parent_id,
  kind: 'room',
  name,
  sort_order: id,
  number: null,
  serial: null,
  text_short: '',
  battery: null,
  reachable: null,
  text_long: '',
  section_id: null,
  section_name: null,
  open_calls: 0,
  child_count: 0,
  ...over,
});

const model = buildTreeModel([
  entry(1, null, 'Haus Lindenhof', { kind: 'building' }),
  entry(2, 1, '1. Stock', { kind: 'floor' }),
  entry(3, 2, 'Zimmer 101'),
  entry(4, 3, 'Emil Bühler', { kind: 'person', text_long: 'Herr Buehler' }),
  entry(5, 3, 'Ruftaster 101', { kind: 'radio', serial: 'C34BF6FD', number: 5 }),
  entry(6, 2, 'Zimmer 102'),
  entry(7, null, 'Haus Birke', { kind: 'building' }),
]);

describe('tree model', () => {
  it('hangs the top level on the root and keeps the server order', () => {
    expect(model.children.get(ROOT)).toEqual(['1', '7']);
    expect(model.children.get('3')).toEqual(['4', '5']);
    expect(ancestorsOf(model, '5')).toEqual(['1', '2', '3']);
    expect(ancestorsOf(model, '1')).toEqual([]);
  });

  it.each([
    { text: '', matches: null, keep: null },
    { text: '   ', matches: null, keep: null },
    { text: 'bühler', matches: ['4'], keep: ['1', '2', '3', '4'] },
    { text: 'BUEHLER', matches: ['4'], keep: ['1', '2', '3', '4'] },
    { text: 'c34bf6', matches: ['5'], keep: ['1', '2', '3', '5'] },
    { text: 'zimmer', matches: ['3', '6'], keep: ['1', '2', '3', '6'] },
    { text: 'nichts', matches: [], keep: [] },
  ])('filter "$text"', ({ text, matches, keep }) => {
    const f = filterTree(model, text);
    if (matches === null) return expect(f).toBeNull();
    expect([...f!.matches].sort()).toEqual(matches);
    expect([...f!.keep].sort()).toEqual(keep);
    for (const id of f!.expanded) expect(f!.keep.has(id)).toBe(true);
  });

  it('shows only kept children while filtering', () => {
    const f = filterTree(model, 'ruftaster');
    expect(visibleChildren(model, f, ROOT)).toEqual(['1']);
    expect(visibleChildren(model, f, '3')).toEqual(['5']);
    expect(visibleChildren(model, null, '3')).toEqual(['4', '5']);
    expect(f!.expanded.sort()).toEqual(['1', '2', '3']);
  });
});
