// System tree views (spec 02 §3 "System tree view", §4 "Tree views"): named filters over a system's
// tree. The system view shows the whole tree; it always exists and counts as enabled when no view is.
// With apply_permissions a role needs read or write on the view (write when the role is not listed).
import { define } from '../entity.ts';
import { maxLength, oneOf, required, unique } from '../rules.ts';

/** The node fields a view filters on (spec 02 §3 system tree node). */
export const TREE_VIEW_FILTER_KEYS = [
  'kind',
  'section_id',
  'call_source_id',
  'is_tech',
  'is_linkable',
  'name',
] as const;
/** Spec 01 §6 / spec 02 §6: a role's level on a view. */
export const TREE_VIEW_LEVELS = ['hide', 'read', 'write'] as const;

export const treeViews = define({
  type: 'TreeView',
  plural: 'treeViews',
  store: 'system',
  collection: 'tree_views',
  entity: 'system_tree_view',
  permissions: ['systemtree::manage_views'],
  // The tree area itself needs the management licence (spec 01 §2 route guard rules).
  licences: ['management'],
  route: { segment: 'treeviews' },
  fields: {
    name: { kind: 'String', rules: [required(), maxLength(64), unique()] },
    is_enabled: { kind: 'Boolean', default: true },
    is_system_view: {
      kind: 'Boolean',
      readOnly: true,
      default: false,
      description: 'the view of the whole tree: one per system, never deleted',
    },
    sort_order: { kind: 'Int', default: 999 },
    filters: {
      kind: 'object',
      default: [],
      shape: {
        type: 'TreeViewFilter',
        list: true,
        description: 'A filter of a tree view: nodes whose field `key` has the value `value`.',
        fields: {
          key: { kind: 'String', rules: [required(), oneOf(TREE_VIEW_FILTER_KEYS)], default: 'kind' },
          value: { kind: 'String', rules: [required(), maxLength(64)] },
        },
      },
    },
    apply_permissions: { kind: 'Boolean', default: false },
    role_permissions: {
      kind: 'object',
      default: [],
      shape: {
        type: 'TreeViewRolePermission',
        list: true,
        description: "A role's level on a tree view; roles not listed write.",
        fields: {
          role_id: { kind: 'Int', rules: [required(), unique()], ref: { to: 'Role' } },
          level: { kind: 'String', rules: [required(), oneOf(TREE_VIEW_LEVELS)], default: 'read' },
        },
      },
    },
  },
  sortable: true,
  deletable: (r) => (r.is_system_view ? { key: 'system_view' } : null),
});
