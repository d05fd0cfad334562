import type { Ward } from '../ward/types.ts';
import { CONFIG_KINDS, type ConfigKind, type ConfigRow } from '@cs/contracts/gets';
import type { ConfigMemory } from './config-schema.ts';

const byId = <T extends { id: number }>(rows: T[]): Record<string, ConfigRow> =>
  Object.fromEntries(rows.map((r) => [String(r.id), { ...r } as unknown as ConfigRow]));

/** The configurator's memory as the ward describes it (the state after the last commit). */
export function configFromWard(ward: Ward): ConfigMemory {
  return {
    nodes: byId(ward.nodes),
    sections: byId(ward.sections),
    call_types: byId(ward.callTypes),
    call_sources: byId(ward.callSources),
    schedules: byId(ward.schedules),
    display_groups: byId(ward.displayGroups.map(({ id, name }) => ({ id, name }))),
    display_group_connections: byId(
      ward.displayGroups.flatMap((g) => g.connections.map((c) => ({ ...c, display_group_id: g.id }))),
    ),
  };
}

export function rowsOf(memory: ConfigMemory, kind: ConfigKind): ConfigRow[] {
  return Object.values(memory[kind]).sort((a, b) => a.id - b.id);
}

export function countRows(memory: ConfigMemory): number {
  return CONFIG_KINDS.reduce((n, kind) => n + Object.keys(memory[kind]).length, 0);
}
