// System tree views (spec 02 §3, §4): presentation only, the fields are the description's.
import { define } from '../resource.ts';

export const treeViews = define({
  type: 'TreeView',
  columns: [
    { name: 'name' },
    { name: 'is_enabled' },
    { name: 'is_system_view' },
    { name: 'apply_permissions' },
  ],
  fields: {
    name: { counter: true },
    filters: { itemFields: { key: { width: '200px' } } },
    role_permissions: { hint: 'admin.treeViews.rolesHint', itemFields: { level: { width: '160px' } } },
  },
  optionLabels: { key: 'admin.treeViews.filterKeys', level: 'admin.roles.levels' },
  search: ['name'],
});
