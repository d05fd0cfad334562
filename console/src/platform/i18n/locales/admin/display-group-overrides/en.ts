// The texts of display group overrides (spec 01 §2 /tree/displaygroupoverrides; spec 02 §4, §5), English: a
// "diversion" moves calls (call sharing shows them twice, a section merge records merged sections).
export default {
  title: 'Diversions',
  one: 'Diversion',
  intro:
    'An active diversion sends the calls of the chosen sections and devices to another display group: they appear there instead of in their own. Call sharing, by contrast, shows calls in addition.',
  activeHint:
    'While it is active, the calls of the chosen sections and devices go to this display group, and their data and schedules cannot be changed. An active diversion can only be deactivated.',
  fields: {
    name: 'Name',
    is_enabled: 'Active',
    section_ids: 'Sections',
    system_tree_node_ids: 'Devices',
    display_group_id: 'Display group',
  },
};
