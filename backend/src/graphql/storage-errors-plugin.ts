// A write the disk refused (disk full, read-only folder) would be masked as 'Unexpected error.'. The user must
// learn what happened, in their language: a configuration write (StorageFailed from the durable
// adapter, or an fs error) changed nothing, the repositories put memory back; a history write (SQLite: the
// audit row comes after the resolver's work) means the change was made but not logged.
// Runs before yoga's masking (user plugins come first), which lets GraphQLErrors through.
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context.ts';
import { storageFailure } from '../store/storage-failed.ts';
import { log } from '../platform/logger.ts';
import { t } from '../platform/messages.ts';
import type { Locale } from '../platform/locale.ts';

export const STORAGE_FAILED = 'STORAGE_FAILED';

function translate(result: ExecutionResult, locale: Locale): ExecutionResult {
  if (!result.errors?.some((e) => storageFailure(e.originalError))) return result;
  const errors = result.errors.map((e) => {
    const kind = storageFailure(e.originalError);
    if (!kind) return e;
    log().error({ err: e.originalError, kind }, 'storage write failed');
    const message = t(locale, kind === 'config' ? 'storage.failed' : 'storage.audit_failed');
    return new GraphQLError(message, {
      nodes: e.nodes,
      path: e.path,
      extensions: { code: STORAGE_FAILED, saved: kind === 'history' },
    });
  });
  return { ...result, errors };
}

export const storageErrorsPlugin: Plugin<GraphQLContext> = {
  onExecute: ({ args }) => ({
    onExecuteDone: ({ result, setResult }) => {
      if (Symbol.asyncIterator in result) return;
      setResult(translate(result, (args.contextValue as GraphQLContext).locale ?? 'de'));
    },
  }),
};
