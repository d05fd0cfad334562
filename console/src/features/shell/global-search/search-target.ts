// Where a search hit opens (spec 01 §2 global search: flight profiles their form, the others the node form).
// Sections and call sources are not nodes: their hits open their own admin forms, the nearest thing to the
// spec's node form for a record that has no node. A node opens the node form once this build has it, the
// tree with the node selected before.
import type { GlobalSearchQuery } from '../../../generated/graphql.ts';

export type SearchHit = GlobalSearchQuery['search'][number]['results'][number];

export function searchTarget(hit: SearchHit, built: (route: string) => boolean): string {
  switch (hit.entity) {
    case 'flight_profile':
      return `/admin/flightprofiles/edit/${hit.id}`;
    case 'section':
      return `/admin/sections/edit/${hit.id}`;
    case 'call_source':
      return `/admin/callsources/edit/${hit.id}`;
    default:
      return nodeTarget(hit.id, built);
  }
}

/** A node's form once this build has it, the tree with the node selected before (also the device search's). */
export const nodeTarget = (id: number, built: (route: string) => boolean): string =>
  built('systemTreeNodeForm') ? `/tree/edit/${id}` : `/tree?node=${id}`;
