// The texts of display group overrides (spec 01 §2 /tree/displaygroupoverrides; spec 02 §4, §5), English.
export default {
  title: 'Display group overrides',
  one: 'Display group override',
  activeHint:
    'While it is active, the calls of the chosen sections and devices go to this display group, and their data and schedules cannot be changed. An active override can only be deactivated.',
  fields: {
    name: 'Name',
    is_enabled: 'Active',
    section_ids: 'Sections',
    system_tree_node_ids: 'Devices',
    display_group_id: 'Display group',
  },
};
