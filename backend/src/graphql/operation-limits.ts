// Query depth, alias and field-count limits as one validation rule. graphql-armor would pull in a
// second graphql (it peers graphql 16), so this small rule stands in for it.
import { GraphQLError, Kind } from 'graphql';
import type { FragmentDefinitionNode, SelectionSetNode, ValidationContext, ASTVisitor } from 'graphql';

export interface OperationLimits {
  maxDepth: number;
  maxAliases: number;
  /** every selected field counts 1, fragments expanded at each use: a cheap stand-in for cost */
  maxFields: number;
}

export const DEFAULT_LIMITS: OperationLimits = { maxDepth: 12, maxAliases: 30, maxFields: 1500 };

export function operationLimitsRule(limits: OperationLimits = DEFAULT_LIMITS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions)
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    return {
      OperationDefinition(node) {
        const stats = { depth: 0, aliases: 0, fields: 0 };
        const walk = (set: SelectionSetNode, depth: number, seen: Set<string>) => {
          for (const sel of set.selections) {
            if (stats.fields > limits.maxFields) return; // stop early: the verdict is known
            if (sel.kind === Kind.FIELD) {
              stats.fields++;
              if (sel.alias) stats.aliases++;
              stats.depth = Math.max(stats.depth, depth + 1);
              if (sel.selectionSet) walk(sel.selectionSet, depth + 1, seen);
            } else if (sel.kind === Kind.INLINE_FRAGMENT) walk(sel.selectionSet, depth, seen);
            else {
              const fragment = fragments.get(sel.name.value);
              // A cycle is reported by the standard NoFragmentCycles rule; here it must just not loop.
              if (fragment && !seen.has(fragment.name.value))
                walk(fragment.selectionSet, depth, new Set(seen).add(fragment.name.value));
            }
          }
        };
        walk(node.selectionSet, 0, new Set());
        if (stats.depth > limits.maxDepth)
          context.reportError(
            new GraphQLError(`Query depth ${stats.depth} exceeds the limit of ${limits.maxDepth}.`, {
              nodes: [node],
            }),
          );
        if (stats.aliases > limits.maxAliases)
          context.reportError(
            new GraphQLError(`Too many aliases (limit ${limits.maxAliases}).`, { nodes: [node] }),
          );
        if (stats.fields > limits.maxFields)
          context.reportError(
            new GraphQLError(`Too many fields (limit ${limits.maxFields}).`, { nodes: [node] }),
          );
      },
    };
  };
}
