// Spec 02 §3/§4 display group overrides (interconnections): while one is active, the calls of its sections go to
// its display group instead of their schedules' groups. The call display filters by the (section, call type) pairs
// of the group its profile shows now (rules/src/display/display-group.ts, spec 01 §4); so the relations it reads
// (spec 01 §7 CallDisplayRelations) carry the move: an overridden section's pairs leave every other group and the
// override's group gets the section with every call type of the system (each call of the section shows wherever
// that group is shown, whatever its type). When the override is switched off or deleted the stored groups are
// answered again; either change publishes displaygroup.updated (crud/entities/display-group-overrides.ts), on which
// the display reads its relations again (spec 01 §7 system messages).
// Special targets: 254 (all groups) puts the section's calls into every group; 253 (section) and 255 (none) move
// nothing: the display does not know the sections' own groups, and hiding a section's calls everywhere is the
// one thing a wall display must never do silently (rules/src/display/display-group.ts).
// The devices an override names (system_tree_node_ids) are not in the pairs the display filters by (section, call
// type): they cannot be moved here without changing the display's rules.
import { DISPLAY_GROUP_ALL } from '@cs/contracts/vocabulary';
import { activeOverrides } from '../../crud/entities/display-group-override-rules.ts';
import type { DisplayGroupRecord, SystemDoc } from '../../store/config-types.ts';

export function effectiveDisplayGroups(doc: SystemDoc): DisplayGroupRecord[] {
  const groupIds = new Set(doc.display_groups.map((g) => g.id));
  // section -> the group its calls go to; the first active override covering a section wins (spec 02 §5: two
  // active overrides never cover the same section)
  const target = new Map<number, number>();
  for (const o of activeOverrides(doc))
    if (groupIds.has(o.display_group_id) || o.display_group_id === DISPLAY_GROUP_ALL)
      for (const s of o.section_ids) if (!target.has(s)) target.set(s, o.display_group_id);
  if (target.size === 0) return doc.display_groups;
  let synthetic = 0;
  const pairs = (section: number) =>
    doc.call_types.map((t) => ({ id: --synthetic, section_id: section, call_type_id: t.id }));
  return doc.display_groups.map((g) => ({
    ...g,
    connections: [
      ...g.connections.filter((c) => !target.has(c.section_id)),
      ...[...target]
        .filter(([, to]) => to === g.id || to === DISPLAY_GROUP_ALL)
        .flatMap(([section]) => pairs(section)),
    ],
  }));
}
