// Spec 02 §4 "An active display group override blocks edits of schedules and of data for the affected section or
// device." What an active override covers: its sections, its devices, and every node whose (effective) section it
// covers; and the schedules those sections use. Judged from the system document on every write.
import type { EntityContext, EntityGate, FieldViolation } from '../entity.ts';
import type { SystemDoc } from '../../store/config-types.ts';

type Override = NonNullable<SystemDoc['display_group_overrides']>[number];

export const activeOverrides = (doc: SystemDoc | undefined): Override[] =>
  (doc?.display_group_overrides ?? []).filter((o) => o.is_enabled);

/** The active override covering the section, if any. */
export const sectionOverride = (doc: SystemDoc | undefined, sectionId: number) =>
  activeOverrides(doc).find((o) => o.section_ids.includes(sectionId)) ?? null;

/** The active override covering the node itself or its effective section, if any. */
export const nodeOverride = (doc: SystemDoc | undefined, nodeId: number, sectionId: number | null) =>
  activeOverrides(doc).find(
    (o) =>
      o.system_tree_node_ids.includes(nodeId) || (sectionId !== null && o.section_ids.includes(sectionId)),
  ) ?? null;

/** The selected system, whose document holds the overrides. */
type OverrideContext = Pick<EntityContext, 'systemId'> & {
  services: Pick<EntityContext['services'], 'systems'>;
};

const blocked = (name: string): FieldViolation[] => [
  { field: '_form', key: 'display_group_override_active', data: { name } },
];

const docOf = (ctx: OverrideContext) => ctx.services.systems.get(ctx.systemId);

/** A stored section that an active override covers cannot change (its schedules and display groups included). */
export function sectionBlocked(ctx: OverrideContext, sectionId: number): FieldViolation[] {
  const o = sectionOverride(docOf(ctx), sectionId);
  return o ? blocked(o.name) : [];
}

/** A schedule that a section under an active override uses cannot change. */
export function scheduleBlocked(ctx: OverrideContext, scheduleId: number): FieldViolation[] {
  const doc = docOf(ctx);
  for (const s of doc?.sections ?? []) {
    if (s.weekday_schedule_id !== scheduleId && s.weekend_schedule_id !== scheduleId) continue;
    const o = sectionOverride(doc, s.id);
    if (o) return blocked(o.name);
  }
  return [];
}

/** The override form picks sections, display groups and devices (spec 01 §2: its form needs manage_display_group_overrides). */
export const OVERRIDE_FORM: EntityGate = {
  permissions: ['systemtree::manage_display_group_overrides'],
  licences: ['management'],
  area: [],
};
