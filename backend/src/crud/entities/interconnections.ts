// Interconnections (spec 01 §2 /tree/connections; spec 02 §3 "Connection entries (interconnections) have is_enabled,
// name, section_display_group_id, section_id, systemtree_display_group_id"; spec 02 §5 "An interconnection cannot be
// enabled if one is already active for a selected section or device. Active interconnections are read-only.").
// The console's "Mitanzeige" of wards at night: while enabled, the calls of `section_id` that its own display
// group `section_display_group_id` shows are ALSO shown in `systemtree_display_group_id`; they stay in their own
// group (modules/calls/interconnection-relations.ts). It shares, where a display group override moves; nothing is
// ever hidden by it. Every operation needs systemtree::manage_devices (spec 01 §2: the route's permission; reading
// too), the management licence and access to the system. Nothing of it goes to the call system (no Gets change):
// it acts on the console's displays and the app gateway only.
import {
  define,
  type EntityGate,
  type EntityRecord,
  type FieldViolation,
  type SaveContext,
} from '../entity.ts';
import { cannotBeSame, required } from '../rules.ts';
import { name, SECTION } from './system-base.ts';

/** Real display groups only: sharing into "none" (255), "all" (254) or "the section's" (253) means nothing. */
const DISPLAY_GROUP = { to: 'DisplayGroup' } as const;
const CONTENT = ['name', 'section_id', 'section_display_group_id', 'systemtree_display_group_id'] as const;

function interconnectionRules(r: EntityRecord, save: SaveContext) {
  const { current, others } = save;
  const out: FieldViolation[] = [];
  // Sharing a group that does not show the section would share nothing, silently: refused.
  const group = save.ctx.services.systems
    .get(save.ctx.systemId)
    ?.display_groups.find((g) => g.id === r.section_display_group_id);
  if (group && r.section_id != null && !group.connections.some((c) => c.section_id === r.section_id))
    out.push({ field: 'section_display_group_id', key: 'interconnection_section_not_shown' });
  // spec 02 §5 "Active interconnections are read-only." (switching it off is the one change allowed)
  if (current?.is_enabled && r.is_enabled && CONTENT.some((f) => r[f] !== current[f]))
    out.push({ field: '_form', key: 'interconnection_active_read_only' });
  // spec 02 §5 "An interconnection cannot be enabled if one is already active for a selected section ..."
  const clash = r.is_enabled ? others.find((o) => o.is_enabled && o.section_id === r.section_id) : undefined;
  if (clash) out.push({ field: 'is_enabled', key: 'interconnection_conflict', data: { name: clash.name } });
  return out;
}

export const interconnections = define({
  type: 'Interconnection',
  plural: 'interconnections',
  store: 'system',
  collection: 'interconnections',
  entity: 'interconnection',
  permissions: ['systemtree::manage_devices'],
  // the tree area: the management licence, no admin::use_module (spec 01 §2 route guard rules)
  licences: ['management'],
  area: [],
  route: { area: 'tree', segment: 'connections' },
  fields: {
    name: name(),
    is_enabled: { kind: 'Boolean', default: false, description: 'enabled: the section is shared now' },
    section_id: {
      kind: 'Int',
      rules: [required()],
      ref: SECTION,
      description: 'the section whose calls are shared',
    },
    section_display_group_id: {
      kind: 'Int',
      rules: [required()],
      ref: DISPLAY_GROUP,
      description: "the section's own display group: its calls of the section are shared",
    },
    systemtree_display_group_id: {
      kind: 'Int',
      rules: [required(), cannotBeSame('section_display_group_id')],
      ref: DISPLAY_GROUP,
      description: 'the display group that shows them too while enabled',
    },
  },
  check: interconnectionRules,
  deletable: (r) => (r.is_enabled ? { key: 'interconnection_active_read_only' } : null),
  // displays read their relations again (spec 01 §7 system messages)
  message: 'displaygroup.updated',
  getsConfig: false,
});

/** The interconnection form picks sections and display groups (spec 01 §2: /tree/connections needs manage_devices). */
export const INTERCONNECTION_FORM: EntityGate = {
  permissions: ['systemtree::manage_devices'],
  licences: ['management'],
  area: [],
};
