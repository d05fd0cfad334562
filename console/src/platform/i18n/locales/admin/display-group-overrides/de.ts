// The texts of display group overrides (spec 01 §2 /tree/displaygroupoverrides; spec 02 §4, §5), German.
export default {
  title: 'Zusammenschaltungen',
  one: 'Zusammenschaltung',
  activeHint:
    'Solange sie aktiv ist, gehen die Rufe der gewählten Bereiche und Geräte an diese Anzeigegruppe, und deren Daten und Zeitpläne können nicht geändert werden. Eine aktive Zusammenschaltung kann nur deaktiviert werden.',
  fields: {
    name: 'Name',
    is_enabled: 'Aktiv',
    section_ids: 'Bereiche',
    system_tree_node_ids: 'Geräte',
    display_group_id: 'Anzeigegruppe',
  },
};
