// Spreads a ValidationFailed (several field errors thrown at once) into one GraphQL error per field,
// as spec 01 §5 expects errors "grouped per field". Works for queries, mutations and subscriptions.
import { GraphQLError } from 'graphql';
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ValidationFailed } from '../auth/errors.ts';

function spread(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.some((e) => e.originalError instanceof ValidationFailed)) return result;
  const errors = result.errors.flatMap((error) =>
    error.originalError instanceof ValidationFailed
      ? error.originalError.fieldErrors.map(
          (f) =>
            new GraphQLError(f.message, {
              nodes: error.nodes,
              path: error.path,
              originalError: f,
              extensions: f.extensions,
            }),
        )
      : [error],
  );
  return { ...result, errors };
}

export const validationErrorsPlugin: Plugin = {
  onExecute: () => ({
    onExecuteDone: ({ result, setResult }) =>
      void (!(Symbol.asyncIterator in result) && setResult(spread(result))),
  }),
};
