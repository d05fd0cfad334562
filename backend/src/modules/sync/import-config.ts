// The import (theirs to ours, spec 02 §4) and the baseline after a commit. Both read the Gets first and then
// check and write under the system document's lock, in one durable write: a failing check or a failed write
// imports nothing.
import { CONFIG_KINDS, type ConfigKind } from '@cs/contracts/gets';
import type { GetsGateway } from '../../gateways/types.ts';
import type { EntityRepository } from '../../repositories/entity-repository.ts';
import {
  computeChangelog,
  IMPORTED_STATES,
  rowHash,
  type Baseline,
  type ChangelogEntry,
} from './changelog.ts';
import { applyRows, emptyRows, oursOf, type RowsByKind } from './config-rows.ts';
import { importChecks, type ImportFailure } from './import-checks.ts';
import { InvalidConfig, readTheirs } from './theirs.ts';

export interface ImportResult {
  success: boolean;
  imported: ChangelogEntry[];
  failures: ImportFailure[];
}

const emptySets = () =>
  Object.fromEntries(CONFIG_KINDS.map((k) => [k, new Set<number>()])) as Record<ConfigKind, Set<number>>;

export async function importTheirs(
  entities: EntityRepository,
  systemId: number,
  gateway: GetsGateway,
): Promise<ImportResult> {
  let theirs;
  try {
    theirs = await readTheirs(gateway);
  } catch (error) {
    if (!(error instanceof InvalidConfig)) throw error;
    const failure: ImportFailure = {
      check: 'invalid_config',
      entity_kind: error.kind,
      entity_ids: [],
      detail: error.message,
    };
    return { success: false, imported: [], failures: [failure] };
  }
  return entities.exclusive('system', systemId, async () => {
    const doc = entities.systemDoc(systemId)!;
    const ours = oursOf(doc);
    const entries = computeChangelog(ours, theirs.rows, doc.sync.baseline ?? {}).filter((e) =>
      IMPORTED_STATES.has(e.state),
    );
    const taken = emptyRows();
    const removed = emptySets();
    for (const e of entries) {
      if (e.theirs) taken[e.entity_kind].set(e.entity_id, e.theirs);
      else removed[e.entity_kind].add(e.entity_id);
    }
    // The configuration the import would leave: ours with the configurator's changes.
    const result: RowsByKind = emptyRows();
    for (const kind of CONFIG_KINDS) {
      result[kind] = new Map(ours[kind]);
      for (const id of removed[kind]) result[kind].delete(id);
      for (const [id, row] of taken[kind]) result[kind].set(id, row);
    }
    const profiles = new Set((doc.flight_profiles ?? []).map((p) => p.id));
    const failures = importChecks(result, theirs.duplicateIds, profiles);
    if (failures.length) return { success: false, imported: [], failures };
    const baseline: Baseline = structuredClone(doc.sync.baseline ?? {});
    for (const e of entries) {
      const kindBase = (baseline[e.entity_kind] ??= {});
      if (e.theirs) kindBase[String(e.entity_id)] = rowHash(e.entity_kind, e.theirs);
      else delete kindBase[String(e.entity_id)];
    }
    if (entries.length)
      await entities.patchSystem(systemId, {
        ...applyRows(doc, taken, removed),
        sync: { ...doc.sync, baseline },
      });
    return {
      success: true,
      imported: entries.map((e) => ({ ...e, state: 'imported' as const })),
      failures: [],
    };
  });
}

/**
 * After a finished commit: last_gets_commit, and every record equal on both sides counts as synced (its hash
 * becomes the baseline). Without the Gets' rows (it went away) only the time is recorded.
 */
export async function settleBaseline(
  entities: EntityRepository,
  systemId: number,
  theirs: RowsByKind | null,
  at: string,
): Promise<void> {
  await entities.exclusive('system', systemId, async () => {
    const doc = entities.systemDoc(systemId);
    if (!doc) return;
    const baseline: Baseline = structuredClone(doc.sync.baseline ?? {});
    if (theirs) {
      const ours = oursOf(doc);
      for (const kind of CONFIG_KINDS) {
        const kindBase = (baseline[kind] ??= {});
        for (const id of new Set([...ours[kind].keys(), ...theirs[kind].keys()])) {
          const o = ours[kind].get(id);
          const t = theirs[kind].get(id);
          const same = (o && t && rowHash(kind, o) === rowHash(kind, t)) || (!o && !t);
          if (!same) continue;
          if (o) kindBase[String(id)] = rowHash(kind, o);
        }
        for (const id of Object.keys(kindBase))
          if (!ours[kind].has(Number(id)) && !theirs[kind].has(Number(id))) delete kindBase[id];
      }
    }
    const last = doc.sync.last_gets_commit;
    await entities.patchSystem(systemId, {
      sync: { ...doc.sync, baseline, last_gets_commit: last && last > at ? last : at },
    });
  });
}
