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
  presences: 0,
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

  it('keeps, opens and orders exactly what every match with all its ancestors gives (a ward of 2 x 3 x 8 rooms)', () => {
    const nodes: TreeEntry[] = [];
    let id = 1;
    for (let b = 0; b < 2; b++) {
      const house = id++;
      nodes.push(entry(house, null, `Haus ${b}`, { kind: 'building' }));
      for (let f = 0; f < 3; f++) {
        const floor = id++;
        nodes.push(entry(floor, house, `Stock ${f}`, { kind: 'floor' }));
        for (let r = 0; r < 8; r++) {
          const room = id++;
          nodes.push(entry(room, floor, `Zimmer ${b}${f}${r}`));
          nodes.push(entry(id++, room, `Person ${r % 3 ? 'Meier' : 'Zuber'}`, { kind: 'person' }));
          nodes.push(entry(id++, room, 'Ruftaster', { kind: 'radio', serial: `S${b}${f}${r}`, number: id }));
        }
      }
    }
    const ward = buildTreeModel(nodes);
    for (const text of ['zi', 'zuber', 's1', 'stock 2', 'ruf', 'haus 1', '7']) {
      const f = filterTree(ward, text)!;
      // the filter as it was first written: every match adds its whole chain
      const keep = new Set<string>();
      const expanded = new Set<string>();
      for (const id of f.matches) {
        keep.add(id);
        for (const parent of ancestorsOf(ward, id)) {
          keep.add(parent);
          expanded.add(parent);
        }
      }
      expect([...f.keep]).toEqual([...keep]);
      expect(f.expanded).toEqual([...expanded]);
      expect(f.matches.size).toBeGreaterThan(0);
    }
  });
});
