// The global search query (search.graphql). The policy wrapper has checked the session, systemtree::use_module
// or admin::manage_system and the management licence; here each category asks for its own permission, and
// nodes hidden from the caller (tech, wired devices) are not found, nor devices and call sources outside the
// caller's call source groups (auth/call-source-scope.ts).
import { inScope, scopeOf } from '../../auth/call-source-scope.ts';
import type { QueryResolvers } from '../../generated/graphql.ts';
import { validationError } from '../../auth/errors.ts';
import { callerOf, holds, maySeeNode } from '../tree/tree-access.ts';
import { systemDoc } from '../tree/resolvers.ts';
import { treeIndex } from '../tree/tree-index.ts';
import { isDevice } from '../tree/tree-permissions.ts';
import { SEARCH_MAX, search } from './search.ts';

export const searchResolvers: { Query: QueryResolvers } = {
  Query: {
    search: (_p, { query }, ctx) => {
      if (query.trim().length > SEARCH_MAX)
        throw validationError(ctx.locale, 'query', 'max_length', { max: SEARCH_MAX });
      const doc = systemDoc(ctx);
      const caller = callerOf(ctx);
      const tree = holds(caller, 'systemtree::use_module');
      const index = treeIndex(doc);
      const scope = scopeOf(ctx, doc.id);
      const visible = (n: Parameters<typeof maySeeNode>[1]) =>
        maySeeNode(caller, n) &&
        (!isDevice(n.kind) || inScope(scope, n.call_source_id)) &&
        index.parents(n).every((p) => maySeeNode(caller, p));
      return search(doc, query, {
        nodes: tree,
        sections: tree || holds(caller, 'admin::manage_system'),
        callSources: tree || holds(caller, 'admin::manage_system'),
        flightProfiles: holds(caller, 'admin::manage_flightprofiles'),
        maySeeNode: visible,
        mayReadCallSource: (id) => inScope(scope, id),
      });
    },
  },
};
