// MSW handler for the header's global search (console/src/features/shell/global-search/search.graphql), typed by
// the codegen documents: the tree mock's nodes whose name or texts contain the query, in the server's shape
// (backend/src/modules/search). Ranking and permissions are the real server's (search-api.test.ts).
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import { GlobalSearchDocument } from '../console/src/generated/graphql.ts';
import { MOCK_TREE } from './tree-handlers.ts';

export interface SearchMockOptions {
  fails?: boolean;
  /** The answer waits for this promise (a slow server: the popup's loading indicator). */
  gate?: Promise<void>;
}

export function createSearchMock(options: SearchMockOptions = {}) {
  const api = graphql.link('*/backend/query');
  return [
    api.query(GlobalSearchDocument, async ({ variables }) => {
      await options.gate;
      if (options.fails) return HttpResponse.json({ errors: [{ message: 'unavailable' }] }, { status: 503 });
      const q = variables.query.trim().toLowerCase();
      const nodes = MOCK_TREE.filter((n) =>
        [n.name, n.text_short, n.text_long, n.serial ?? ''].some((f) => f.toLowerCase().includes(q)),
      );
      const results = nodes.map((n) => ({
        entity: 'system_tree_node',
        key: String(n.id),
        kind: n.kind,
        id: n.id,
        title: n.name,
        subtitle: n.text_long === n.name ? null : n.text_long,
      }));
      return HttpResponse.json(
        { data: { search: results.length ? [{ category: 'nodes', total: results.length, results }] : [] } },
        { headers: { 'X-CS-Version': '5.406' } },
      );
    }),
  ];
}
