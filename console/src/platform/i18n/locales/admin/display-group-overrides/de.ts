// The texts of display group overrides (spec 01 §2 /tree/displaygroupoverrides; spec 02 §4, §5), German: an
// "Umleitung" moves calls (a Mitanzeige shows them twice, a Zusammenlegung records merged sections).
export default {
  title: 'Umleitungen',
  one: 'Umleitung',
  intro:
    'Eine aktive Umleitung schickt die Rufe der gewählten Bereiche und Geräte in eine andere Anzeigegruppe: sie erscheinen dort statt in ihrer eigenen. Eine Mitanzeige dagegen zeigt Rufe zusätzlich.',
  activeHint:
    'Solange sie aktiv ist, gehen die Rufe der gewählten Bereiche und Geräte an diese Anzeigegruppe, und deren Daten und Zeitpläne können nicht geändert werden. Eine aktive Umleitung kann nur deaktiviert werden.',
  fields: {
    name: 'Name',
    is_enabled: 'Aktiv',
    section_ids: 'Bereiche',
    system_tree_node_ids: 'Geräte',
    display_group_id: 'Anzeigegruppe',
  },
};
