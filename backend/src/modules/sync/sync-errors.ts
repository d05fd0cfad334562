// The sync area's errors in the user's language (spec 02 §8: sync error, sync timeout, unknown error, invalid
// configurator data; spec 02 §4: a running commit blocks changes). The code is in extensions.code.
import { GraphQLError } from 'graphql';
import type { Locale } from '../../platform/locale.ts';
import { t } from '../../platform/messages.ts';
import { GatewayError } from '../../gateways/types.ts';
import { InvalidConfig } from './theirs.ts';

export type SyncErrorKey =
  | 'commit_running'
  | 'no_configurator'
  | 'offline'
  | 'unauthorized'
  | 'timeout'
  | 'invalid_config'
  | 'error'
  | 'unknown_error';

export class SyncError extends Error {
  constructor(
    readonly key: SyncErrorKey,
    readonly detail: string | null = null,
  ) {
    super(`${key}${detail ? `: ${detail}` : ''}`);
    this.name = 'SyncError';
  }
}

/** A gateway's or parser's failure as the sync area names it; anything else is an unknown error. */
export function syncErrorOf(error: unknown): SyncError {
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
    return new SyncError('error', error.message);
  }
  return new SyncError('unknown_error', (error as Error)?.message ?? null);
}

export function syncGraphQLError(locale: Locale, error: unknown): GraphQLError {
  const e = syncErrorOf(error);
  return new GraphQLError(t(locale, `sync.${e.key}`, { detail: e.detail ?? '' }), {
    extensions: {
      code: e.key === 'commit_running' ? 'COMMIT_RUNNING' : 'SYNC_ERROR',
      key: e.key,
      detail: e.detail,
    },
  });
}
