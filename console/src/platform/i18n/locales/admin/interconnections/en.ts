// The texts of interconnections (spec 01 §2 /tree/connections; spec 02 §3, §5), English: "call sharing" (shows a
// section's calls in a second display group too), beside "diversions" (display group overrides) and "section merges"
// (merge groups).
export default {
  title: 'Call sharing',
  one: 'Call sharing',
  intro:
    "Call sharing that is switched on shows the calls of a section that its display group shows in a second display group as well, for example on the other ward's displays at night. The calls stay in their own display group too; a diversion, by contrast, moves calls.",
  enabledHint: "Switched on: the section's calls now also appear in the second display group.",
  lockedTitle: 'This call sharing is switched on',
  locked:
    'Call sharing that is switched on cannot be changed or deleted. Switch it off and save to change it.',
  onBadge: 'Switched on, read-only',
  fields: {
    name: 'Name',
    is_enabled: 'Switched on',
    section_id: 'Section',
    section_display_group_id: "Section's display group",
    systemtree_display_group_id: 'Also shown in',
  },
};
