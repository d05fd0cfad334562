// The texts of display group overrides (spec 01 §2 /tree/displaygroupoverrides; spec 02 §4, §5), French : un
// « renvoi » déplace les appels (un partage d’appels les montre deux fois, une fusion de secteurs note les secteurs
// fusionnés).
export default {
  title: 'Renvois',
  one: 'Renvoi',
  intro:
    'Un renvoi actif envoie les appels des secteurs et appareils choisis dans un autre groupe d’affichage : ils y apparaissent à la place de leur propre groupe. Un partage d’appels, lui, affiche les appels en plus.',
  activeHint:
    'Tant qu’il est actif, les appels des secteurs et appareils choisis vont à ce groupe d’affichage, et leurs données et horaires ne peuvent pas être modifiés. Un renvoi actif peut seulement être désactivé.',
  fields: {
    name: 'Nom',
    is_enabled: 'Actif',
    section_ids: 'Secteurs',
    system_tree_node_ids: 'Appareils',
    display_group_id: 'Groupe d’affichage',
  },
};
