// Open-call counts of the tree (spec 02 §3 relations: openCalls): a call counts at its device and every node
// above it, so a collapsed floor still shows that something is open below it.
import type { GetsCall } from '@cs/contracts/gets';
import { describe, expect, it } from 'vitest';
import type { SystemDoc, SystemTreeNodeRecord } from '../../store/config-types.ts';
import { treeIndex } from './tree-index.ts';
import { openCallCounts } from './tree-view.ts';

const node = (id: number, parent_id: number | null): SystemTreeNodeRecord =>
  ({ id, parent_id, kind: 'room', name: `n${id}`, sort_order: id }) as SystemTreeNodeRecord;
const call = (id: number, number: number) => ({ id, number }) as GetsCall;

describe('openCallCounts', () => {
  const doc = { nodes: [node(1, null), node(2, 1), node(3, 2), node(4, 2), node(5, 1)] } as SystemDoc;
  it.each([
    { calls: [], counts: {} },
    { calls: [call(1, 3)], counts: { 3: 1, 2: 1, 1: 1 } },
    { calls: [call(1, 3), call(2, 4), call(3, 5)], counts: { 3: 1, 4: 1, 2: 2, 5: 1, 1: 3 } },
    // a call of a device the configuration does not know counts nowhere
    { calls: [call(1, 99)], counts: {} },
  ])('$calls.length calls', ({ calls, counts }) => {
    expect(Object.fromEntries(openCallCounts(treeIndex(doc), calls))).toEqual(counts);
  });
});
