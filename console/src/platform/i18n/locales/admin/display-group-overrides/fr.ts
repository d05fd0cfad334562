// The texts of display group overrides (spec 01 §2 /tree/displaygroupoverrides; spec 02 §4, §5), French.
export default {
  title: 'Regroupements',
  one: 'Regroupement',
  activeHint:
    "Tant qu'il est actif, les appels des secteurs et appareils choisis vont à ce groupe d'affichage, et leurs données et horaires ne peuvent pas être modifiés. Un regroupement actif peut seulement être désactivé.",
  fields: {
    name: 'Nom',
    is_enabled: 'Actif',
    section_ids: 'Secteurs',
    system_tree_node_ids: 'Appareils',
    display_group_id: "Groupe d'affichage",
  },
};
