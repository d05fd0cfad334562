// Spec 02 §3 interconnections (the console's "Mitanzeigen", crud/entities/interconnections.ts): while one is
// enabled, the calls of its section that its section's display group shows are ALSO shown in the other display
// group. The call display filters by the (section, call type) pairs of the group its profile shows now (spec 01 §4,
// rules/src/display/display-group.ts), and the app gateway selects phones by the same pairs; so the pairs of the
// section in the section's group are copied into the other group. Nothing is taken out of any group: an
// interconnection shares, where a display group override moves (override-relations.ts). It reads the groups as the
// overrides left them: a section an override moved elsewhere shows nothing in its old group, so nothing is shared
// from there. Enabling, switching off or deleting one publishes displaygroup.updated (the entity's message), on
// which displays read their relations again.
import type { DisplayGroupRecord, SystemDoc } from '../../store/config-types.ts';

export function sharedDisplayGroups(
  doc: SystemDoc,
  groups: readonly DisplayGroupRecord[] = doc.display_groups,
): DisplayGroupRecord[] {
  const enabled = (doc.interconnections ?? []).filter((i) => i.is_enabled);
  if (enabled.length === 0) return [...groups];
  const byId = new Map(groups.map((g) => [g.id, g]));
  const added = new Map<number, { section_id: number; call_type_id: number }[]>();
  for (const i of enabled) {
    const from = byId.get(i.section_display_group_id);
    if (!from || !byId.has(i.systemtree_display_group_id)) continue;
    const list = added.get(i.systemtree_display_group_id) ?? [];
    for (const c of from.connections)
      if (c.section_id === i.section_id)
        list.push({ section_id: c.section_id, call_type_id: c.call_type_id });
    added.set(i.systemtree_display_group_id, list);
  }
  let synthetic = -1_000_000;
  return groups.map((g) => {
    const extra = added.get(g.id);
    if (!extra) return g;
    const has = new Set(g.connections.map((c) => `${c.section_id}:${c.call_type_id}`));
    const fresh = extra.filter((c) => {
      const key = `${c.section_id}:${c.call_type_id}`;
      if (has.has(key)) return false;
      has.add(key);
      return true;
    });
    return { ...g, connections: [...g.connections, ...fresh.map((c) => ({ id: --synthetic, ...c }))] };
  });
}
