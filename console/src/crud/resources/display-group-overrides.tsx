// Display group overrides (spec 01 §2 /tree/displaygroupoverrides, its own area in the tree): presentation only,
// the fields and rules are the backend description's (crud/entities/display-group-overrides.ts).
import { define } from '../resource.ts';
import { introOf } from '../widgets/intro.tsx';

export const displayGroupOverrides = define({
  type: 'DisplayGroupOverride',
  columns: [
    { name: 'name' },
    { name: 'is_enabled' },
    { name: 'section_ids' },
    { name: 'system_tree_node_ids' },
    { name: 'display_group_id' },
  ],
  fields: {
    name: { counter: true },
    is_enabled: { hint: 'admin.displayGroupOverrides.activeHint' },
  },
  FormExtra: introOf('admin.displayGroupOverrides.intro'),
  search: ['name'],
});
