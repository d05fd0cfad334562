// Where a search hit opens (spec 01 §2 global search: flight profiles their form, the others the node form).
import { describe, expect, it } from 'vitest';
import { searchTarget, type SearchHit } from './search-target.ts';

const hit = (entity: string, id: number): SearchHit => ({
  entity,
  key: String(id),
  kind: entity,
  id,
  title: 'x',
  subtitle: null,
});

describe('search target', () => {
  it.each([
    ['system_tree_node', true, '/tree/edit/7'],
    ['system_tree_node', false, '/tree?node=7'],
    ['flight_profile', true, '/admin/flightprofiles/edit/7'],
    ['section', true, '/admin/sections/edit/7'],
    ['call_source', true, '/admin/callsources/edit/7'],
  ])('%s (node form built: %s) opens %s', (entity, built, path) => {
    expect(searchTarget(hit(entity, 7), () => built)).toBe(path);
  });
});
