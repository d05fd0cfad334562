// Display group overrides (spec 01 §2 /tree/displaygroupoverrides; spec 02 §3 active_display_group_override_id of
// sections and nodes; spec 02 §4, §5 interconnection rules): while active, the calls of the chosen sections and
// devices go to one display group instead of their schedules' groups. An override cannot be activated while
// another active one covers one of its sections or devices; an active one is read-only (it may only be switched
// off) and cannot be deleted. While it is active, the schedules and data of what it covers cannot be edited
// (display-group-override-rules.ts). Listed with systemtree::see_display_group_overrides, changed with
// systemtree::manage_display_group_overrides (spec 01 §2: its modal form needs that permission).
import { define, type EntityRecord, type FieldViolation } from '../entity.ts';
import { required } from '../rules.ts';
import { DISPLAY_GROUP_REF } from './call-config.ts';
import { name } from './system-base.ts';

const ids = (v: unknown) => (Array.isArray(v) ? (v as number[]) : []);
const overlaps = (a: unknown, b: unknown) => ids(a).some((id) => ids(b).includes(id));
const CONTENT = ['name', 'section_ids', 'system_tree_node_ids', 'display_group_id'] as const;

function overrideRules(r: EntityRecord, current: EntityRecord | null, others: readonly EntityRecord[]) {
  const out: FieldViolation[] = [];
  if (ids(r.section_ids).length + ids(r.system_tree_node_ids).length === 0)
    out.push({ field: 'section_ids', key: 'required' });
  for (const field of ['section_ids', 'system_tree_node_ids'])
    if (new Set(ids(r[field])).size !== ids(r[field]).length) out.push({ field, key: 'duplicate' });
  // spec 02 §5 "Active interconnections are read-only." (switching it off is the one change allowed)
  if (
    current?.is_enabled &&
    r.is_enabled &&
    CONTENT.some((f) => JSON.stringify(r[f]) !== JSON.stringify(current[f]))
  )
    out.push({ field: '_form', key: 'override_active_read_only' });
  // spec 02 §5 "An interconnection cannot be enabled if one is already active for a selected section or device."
  const clash = r.is_enabled
    ? others.find(
        (o) =>
          o.is_enabled &&
          (overlaps(o.section_ids, r.section_ids) ||
            overlaps(o.system_tree_node_ids, r.system_tree_node_ids)),
      )
    : undefined;
  if (clash) out.push({ field: 'is_enabled', key: 'override_conflict', data: { name: clash.name } });
  return out;
}

export const displayGroupOverrides = define({
  type: 'DisplayGroupOverride',
  plural: 'displayGroupOverrides',
  store: 'system',
  collection: 'display_group_overrides',
  entity: 'display_group_override',
  permissions: ['systemtree::see_display_group_overrides'],
  writePermissions: ['systemtree::manage_display_group_overrides'],
  // the tree area: the management licence, no admin::use_module (spec 01 §2 route guard rules)
  licences: ['management'],
  area: [],
  route: { area: 'tree', segment: 'displaygroupoverrides' },
  fields: {
    name: name(),
    is_enabled: { kind: 'Boolean', default: false, description: 'active: the override applies now' },
    section_ids: {
      kind: '[Int]',
      ref: { to: 'Section' },
      default: [],
      description: 'the sections it covers',
    },
    system_tree_node_ids: {
      kind: '[Int]',
      ref: { to: 'SystemTreeNode' },
      default: [],
      description: 'the devices (tree nodes) it covers',
    },
    display_group_id: {
      kind: 'Int',
      rules: [required()],
      ref: DISPLAY_GROUP_REF,
      description: 'the display group the covered calls go to while it is active (253-255 special)',
    },
  },
  check: (r, save) => overrideRules(r, save.current, save.others),
  deletable: (r) => (r.is_enabled ? { key: 'override_active_read_only' } : null),
  message: 'displaygroup.updated',
  getsConfig: true,
});
