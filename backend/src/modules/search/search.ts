// The global search (spec 01 §2 global search, §4 popup, §7 Search): categories of hits over the selected system.
// A hit whose name starts with the query ranks before one that only contains it somewhere; ties keep the tree's
// (or the list's) order. Each category answers its best 10 and counts all.
import type { SearchCategory, SearchResult } from '../../generated/graphql.ts';
import type { SystemDoc, SystemTreeNodeRecord } from '../../store/config-types.ts';
import { nodeHaystack } from './search-index.ts';

export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;
export const PER_CATEGORY = 10;

export interface SearchScope {
  nodes: boolean;
  sections: boolean;
  callSources: boolean;
  flightProfiles: boolean;
  maySeeNode: (n: SystemTreeNodeRecord) => boolean;
  /** the call sources the caller may read (roles' call source groups) */
  mayReadCallSource: (id: number) => boolean;
}

interface Ranked {
  rank: number;
  order: number;
  result: SearchResult;
}

function category(name: string, ranked: Ranked[]): SearchCategory | null {
  if (ranked.length === 0) return null;
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return {
    category: name,
    results: ranked.slice(0, PER_CATEGORY).map((r) => r.result),
    total: ranked.length,
  };
}

/** 0 when the name starts with the query, 1 when the name contains it, 2 when another field does, -1 no hit. */
function rankOf(q: string, name: string, all: string): number {
  if (name.startsWith(q)) return 0;
  if (name.includes(q)) return 1;
  return all.includes(q) ? 2 : -1;
}

function records(
  q: string,
  entity: string,
  rows: ReadonlyArray<{ id: number; name: string; extra?: string }>,
): Ranked[] {
  const out: Ranked[] = [];
  rows.forEach((row, order) => {
    const name = row.name.toLowerCase();
    const rank = rankOf(q, name, `${name}\n${(row.extra ?? '').toLowerCase()}`);
    if (rank >= 0)
      out.push({
        rank,
        order,
        result: { entity, key: String(row.id), kind: entity, id: row.id, title: row.name, subtitle: null },
      });
  });
  return out;
}

export function search(doc: SystemDoc, query: string, scope: SearchScope): SearchCategory[] {
  const q = query.trim().toLowerCase();
  if (q.length < SEARCH_MIN) return [];
  const out: Array<SearchCategory | null> = [];
  if (scope.nodes) {
    const ranked: Ranked[] = [];
    for (const hay of nodeHaystack(doc)) {
      const rank = rankOf(q, hay.name, hay.all);
      if (rank < 0 || !scope.maySeeNode(hay.node)) continue;
      const n = hay.node;
      ranked.push({
        rank,
        order: hay.order,
        result: {
          entity: 'system_tree_node',
          key: String(n.id),
          kind: n.kind,
          id: n.id,
          title: n.name,
          subtitle: hay.place || null,
        },
      });
    }
    out.push(category('nodes', ranked));
  }
  if (scope.sections) out.push(category('sections', records(q, 'section', doc.sections)));
  if (scope.callSources) {
    const rows = doc.call_sources
      .filter((c) => scope.mayReadCallSource(c.id))
      .map((c) => ({ id: c.id, name: c.text, extra: String(c.number) }));
    out.push(category('call_sources', records(q, 'call_source', rows)));
  }
  if (scope.flightProfiles)
    out.push(category('flight_profiles', records(q, 'flight_profile', doc.flight_profiles ?? [])));
  return out.filter((c): c is SearchCategory => c !== null);
}
