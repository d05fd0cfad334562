// The sync area's errors in the user's language (spec 02 §8: sync error, sync timeout, unknown error, invalid
// configurator data; spec 02 §4: a running commit blocks changes). The code is in extensions.code.
import { GraphQLError } from 'graphql';
import type { Locale } from '../../platform/locale.ts';
import { t } from '../../platform/messages.ts';
import { GatewayError } from '../../gateways/types.ts';
import type { SystemDoc } from '../../store/config-types.ts';
import { refusedMessage, refusedRecordOf, refusedView, type RefusedRecord } from './refused-row.ts';
import { InvalidConfig } from './theirs.ts';

export type SyncErrorKey =
  | 'commit_running'
  | 'no_configurator'
  | 'offline'
  | 'unauthorized'
  | 'timeout'
  | 'invalid_config'
  /** the configurator refused a row it was sent (invalid_change): `refused` names the record, field and reason */
  | 'refused_row'
  | 'error'
  | 'unknown_error';

export class SyncError extends Error {
  constructor(
    readonly key: SyncErrorKey,
    readonly detail: string | null = null,
    readonly refused: RefusedRecord | null = null,
  ) {
    super(`${key}${detail ? `: ${detail}` : ''}`);
    this.name = 'SyncError';
  }
}

/**
 * A gateway's or parser's failure as the sync area names it; anything else is an unknown error. A refused row is
 * located in `doc` (the system's document: a nested item's record is its parent).
 */
export function syncErrorOf(error: unknown, doc?: SystemDoc): SyncError {
  if (error instanceof SyncError) return error;
  if (error instanceof InvalidConfig)
    return new SyncError('invalid_config', `${error.kind}: ${error.message}`);
  if (error instanceof GatewayError) {
    if (error.code === 'offline' || error.code === 'unauthorized')
      return new SyncError(error.code, error.message);
    if (error.code === 'timeout') return new SyncError('offline', error.message);
    if (error.code === 'garbage') return new SyncError('invalid_config', error.message);
    const body = error.body as { error?: string } | null;
    if (body?.error === 'commit_running') return new SyncError('commit_running', error.message);
    const refused = body?.error === 'invalid_change' ? refusedRecordOf(body, doc) : null;
    if (refused) return new SyncError('refused_row', error.message, refused);
    return new SyncError('error', error.message);
  }
  return new SyncError('unknown_error', (error as Error)?.message ?? null);
}

/** The error in the reader's language (spec 02 §8 sync error; a refused row names its record, field and reason). */
export const syncMessage = (
  locale: Locale,
  e: { key: string; detail: string | null; refused: RefusedRecord | null },
): string =>
  e.refused ? refusedMessage(locale, e.refused) : t(locale, `sync.${e.key}`, { detail: e.detail ?? '' });

export function syncGraphQLError(locale: Locale, error: unknown): GraphQLError {
  const e = syncErrorOf(error);
  return new GraphQLError(syncMessage(locale, e), {
    extensions: {
      code: e.key === 'commit_running' ? 'COMMIT_RUNNING' : 'SYNC_ERROR',
      key: e.key,
      detail: e.detail,
      ...(e.refused ? { record: refusedView(locale, e.refused) } : {}),
    },
  });
}
