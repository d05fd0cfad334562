// The changelog between "ours" (the product) and "theirs" (the Gets' export) of one system (spec 02 §3, §4):
// a three-way comparison against the baseline, the row hashes of the last sync (a finished commit or an
// import), so it can tell who changed a record. One entry per record that is not in sync.
import { createHash } from 'node:crypto';
import { CONFIG_KINDS, columnsOf, toCsv, type ConfigKind, type ConfigRow } from '@cs/contracts/gets';
import type { RowsByKind } from './config-rows.ts';

/**
 * Spec 02 §4 change states. created / updated / deleted: changed in the product since the last sync (sending
 * publishes them); theirs_created / theirs_updated / removed: changed at the configurator (an import takes
 * them); data_override_warning: changed on both sides differently (sending overrides the configurator's,
 * importing the product's); needs_commit: equal on both sides but not committed yet; imported / sent: the
 * outcome an import or a send reports per record; in_sync is never listed.
 */
export type ChangeState =
  | 'created'
  | 'updated'
  | 'deleted'
  | 'theirs_created'
  | 'theirs_updated'
  | 'removed'
  | 'data_override_warning'
  | 'needs_commit'
  | 'imported'
  | 'sent'
  | 'in_sync';

export interface FieldChange {
  field: string;
  ours: string | null;
  theirs: string | null;
}

export interface ChangelogEntry {
  /** kind:id, stable */
  id: string;
  entity_kind: ConfigKind;
  entity_id: number;
  state: ChangeState;
  changes: FieldChange[];
  ours: ConfigRow | null;
  theirs: ConfigRow | null;
  /** the Gets' CSV of the record (header and row), null when the Gets does not have it */
  csv_theirs: string | null;
}

/** Per kind and id the hash of the row as it was at the last sync; a kind missing: never synced. */
export type Baseline = Partial<Record<ConfigKind, Record<string, string>>>;

export function rowHash(kind: ConfigKind, row: ConfigRow): string {
  const values = columnsOf(kind).map((c) => row[c] ?? null);
  return createHash('sha1').update(JSON.stringify(values)).digest('base64url').slice(0, 16);
}

export function baselineOf(rows: RowsByKind): Baseline {
  const baseline: Baseline = {};
  for (const kind of CONFIG_KINDS)
    baseline[kind] = Object.fromEntries([...rows[kind]].map(([id, row]) => [String(id), rowHash(kind, row)]));
  return baseline;
}

const shown = (value: unknown) => (value === null || value === undefined ? null : String(value));

function fieldChanges(kind: ConfigKind, ours: ConfigRow | null, theirs: ConfigRow | null): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of columnsOf(kind)) {
    const o = shown(ours?.[field]);
    const t = shown(theirs?.[field]);
    if (o !== t) changes.push({ field, ours: o, theirs: t });
  }
  return changes;
}

/** Which side changed the record, judged against the baseline (null: no baseline for it). */
function stateOf(
  kind: ConfigKind,
  ours: ConfigRow | undefined,
  theirs: ConfigRow | undefined,
  base: string | undefined,
  synced: boolean,
): ChangeState {
  const o = ours ? rowHash(kind, ours) : undefined;
  const t = theirs ? rowHash(kind, theirs) : undefined;
  if (o === t) return base === o || !synced ? 'in_sync' : 'needs_commit';
  if (!synced) {
    // Never synced: the configurator is the reference, so only presence tells the states apart.
    if (!theirs) return 'created';
    if (!ours) return 'theirs_created';
    return 'data_override_warning';
  }
  if (t === base) return !theirs ? 'created' : !ours ? 'deleted' : 'updated';
  if (o === base) return !ours ? 'theirs_created' : !theirs ? 'removed' : 'theirs_updated';
  if (base === undefined && !theirs) return 'created';
  if (base === undefined && !ours) return 'theirs_created';
  return 'data_override_warning';
}

export function computeChangelog(ours: RowsByKind, theirs: RowsByKind, baseline: Baseline): ChangelogEntry[] {
  const entries: ChangelogEntry[] = [];
  for (const kind of CONFIG_KINDS) {
    const base = baseline[kind];
    const ids = new Set([
      ...ours[kind].keys(),
      ...theirs[kind].keys(),
      ...Object.keys(base ?? {}).map(Number),
    ]);
    for (const id of [...ids].sort((a, b) => a - b)) {
      const o = ours[kind].get(id);
      const t = theirs[kind].get(id);
      if (!o && !t) continue;
      const state = stateOf(kind, o, t, base?.[String(id)], base !== undefined);
      if (state === 'in_sync') continue;
      entries.push({
        id: `${kind}:${id}`,
        entity_kind: kind,
        entity_id: id,
        state,
        changes: fieldChanges(kind, o ?? null, t ?? null),
        ours: o ?? null,
        theirs: t ?? null,
        csv_theirs: t ? toCsv(kind, [t]) : null,
      });
    }
  }
  return entries;
}

/** Entries a send publishes: the product's changes, and its side of a conflict. */
export const SENT_STATES: ReadonlySet<ChangeState> = new Set([
  'created',
  'updated',
  'deleted',
  'data_override_warning',
]);
/** Entries an import takes: the configurator's changes, and its side of a conflict. */
export const IMPORTED_STATES: ReadonlySet<ChangeState> = new Set([
  'theirs_created',
  'theirs_updated',
  'removed',
  'data_override_warning',
]);
