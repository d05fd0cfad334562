// Scenario steps for synchronisation with the configurator (spec 02 §3 config changelog, §4 sync, §5 import
// checks; issue 16): an administrator's edit in the product, a change made at the Gets through its own HTTP API,
// the product's commit and import over GraphQL as the sync screen runs them, and what to look at afterwards.
import type { ConfigKind } from '@cs/contracts/gets';
import { located, type StepBase } from './location.ts';

/** One changelog entry as the sync screen lists it (`id` is `<kind>:<entity id>`, e.g. 'sections:1'). */
export interface ChangelogMatch {
  id: string;
  state: string;
  /** the changed fields with the product's (ours) and the configurator's (theirs) value as the screen shows them */
  fields?: Record<string, { ours?: string | null; theirs?: string | null }>;
}

/** A config-import check that failed (spec 02 §5), naming its records. */
export interface ImportFailureMatch {
  check: string;
  kind: string;
  ids: number[];
}

export type SyncStep =
  | {
      /** an administrator's change in the product (the admin area's GraphQL mutations) */
      kind: 'adminEdit';
      entity: string;
      action: 'create' | 'update' | 'delete';
      input?: Record<string, unknown>;
      ids?: number[];
      as: string;
      /** 'ok' or the first error's extensions.code (COMMIT_RUNNING, VALIDATION_FAILED, ...) */
      outcome: string;
    }
  | { kind: 'getsEdit'; configKind: ConfigKind; upsert?: Record<string, unknown>[]; delete?: number[] }
  | { kind: 'syncCommit'; wipe: boolean; as: string; outcome: string }
  | {
      kind: 'syncImport';
      as: string;
      outcome: 'imported' | 'refused' | string;
      failures?: ImportFailureMatch[];
    }
  | {
      kind: 'expectChangelog';
      status?: string;
      pending?: boolean;
      /** the entries that must be listed; with `exact`, no others */
      entries?: ChangelogMatch[];
      exact?: boolean;
    }
  | { kind: 'expectAdmin'; entity: string; id: number; fields: Record<string, unknown> | null }
  | { kind: 'expectGetsCall'; device: number; section?: string; callType?: string };

type Extra = { system?: number; label?: string };
const step = (s: SyncStep & Extra): SyncStep & StepBase => located(s);

/**
 * An administrator changes the product's configuration (spec 02 §3 admin entities): `entity` as the admin API
 * names it ('Section', 'Schedule', ...); with `input.id` an update, without a create; `ids` delete.
 */
export const adminEdit = (
  entity: string,
  change: { input?: Record<string, unknown>; ids?: number[] },
  extra: Extra & { as?: string; outcome?: string } = {},
) =>
  step({
    kind: 'adminEdit',
    entity,
    action: change.ids ? 'delete' : change.input && 'id' in change.input ? 'update' : 'create',
    ...change,
    as: extra.as ?? 'technik',
    outcome: extra.outcome ?? 'ok',
    ...extra,
  });

/** A technician at the configurator changes its configuration through the Gets' HTTP API (docs/protocols.md §2). */
export const getsEdit = (
  configKind: ConfigKind,
  change: { upsert?: Record<string, unknown>[]; delete?: number[] },
  extra: Extra = {},
) => step({ kind: 'getsEdit', configKind, ...change, ...extra });

/** Publish from the sync screen (commitGetsConfig): sends the product's changes and starts the Gets' commit. */
export const syncCommit = (extra: Extra & { wipe?: boolean; as?: string; outcome?: string } = {}) =>
  step({
    kind: 'syncCommit',
    ...extra,
    wipe: extra.wipe ?? false,
    as: extra.as ?? 'technik',
    outcome: extra.outcome ?? 'ok',
  });

/**
 * Import from the sync screen (importGetsConfig): 'imported', 'refused' (a check failed: `failures` names the
 * checks and records, and nothing may have changed), or an error code.
 */
export const syncImport = (
  extra: Extra & { as?: string; outcome?: string; failures?: ImportFailureMatch[] } = {},
) =>
  step({
    kind: 'syncImport',
    ...extra,
    as: extra.as ?? 'technik',
    outcome: extra.outcome ?? (extra.failures ? 'refused' : 'imported'),
  });

/** The sync screen's changelog now (syncChangelog, compared with the Gets at this moment). */
export const expectChangelog = (
  match: { status?: string; pending?: boolean; entries?: ChangelogMatch[]; exact?: boolean },
  extra: Extra = {},
) => step({ kind: 'expectChangelog', ...match, ...extra });

/** The product's record as the admin API answers it (`fields: null`: the record does not exist). */
export const expectAdmin = (
  entity: string,
  id: number,
  fields: Record<string, unknown> | null,
  extra: Extra = {},
) => step({ kind: 'expectAdmin', entity, id, fields, ...extra });

/** The last call the Gets opened for the device, as its event stream carried it to the backend. */
export const expectGetsCall = (
  device: number,
  match: { section?: string; callType?: string },
  extra: Extra = {},
) => step({ kind: 'expectGetsCall', device, ...match, ...extra });
