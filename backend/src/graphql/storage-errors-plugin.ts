// A configuration write the disk refused (disk full, read-only folder: StorageFailed from the durable adapter,
// or a raw fs/SQLite disk error) would be masked as 'Unexpected error.'. The user must learn that the change
// was not saved and that nothing changed (the repositories restore memory, issue 7), in their language.
// Runs before yoga's masking (user plugins come first), which lets GraphQLErrors through.
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context.ts';
import { isStorageFailure } from '../store/storage-failed.ts';
import { t } from '../platform/messages.ts';
import type { Locale } from '../platform/locale.ts';

export const STORAGE_FAILED = 'STORAGE_FAILED';

export function storageFailedError(locale: Locale, from?: GraphQLError): GraphQLError {
  return new GraphQLError(t(locale, 'storage.failed'), { nodes: from?.nodes, path: from?.path, extensions: { code: STORAGE_FAILED } });
}

function translate(result: ExecutionResult, locale: Locale): ExecutionResult {
  if (!result.errors?.some((e) => isStorageFailure(e.originalError))) return result;
  for (const e of result.errors) if (isStorageFailure(e.originalError)) console.error('storage write failed:', e.originalError);
  return { ...result, errors: result.errors.map((e) => (isStorageFailure(e.originalError) ? storageFailedError(locale, e) : e)) };
}

export const storageErrorsPlugin: Plugin<GraphQLContext> = {
  onExecute: ({ args }) => ({
    onExecuteDone: ({ result, setResult }) => {
      if (Symbol.asyncIterator in result) return;
      setResult(translate(result, (args.contextValue as GraphQLContext).locale ?? 'de'));
    },
  }),
};
