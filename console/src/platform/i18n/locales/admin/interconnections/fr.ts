// The texts of interconnections (spec 01 §2 /tree/connections; spec 02 §3, §5), French: « partage d’appels » (les
// appels d’un secteur aussi dans un second groupe d’affichage), à côté des « renvois » (display group overrides) et
// des « fusions de secteurs » (merge groups).
export default {
  title: 'Partages d’appels',
  one: 'Partage d’appels',
  intro:
    'Un partage d’appels activé affiche les appels d’un secteur que montre son groupe d’affichage aussi dans un second groupe d’affichage, par exemple la nuit sur les écrans de l’autre unité. Les appels restent aussi dans leur propre groupe d’affichage ; un renvoi, lui, déplace les appels.',
  enabledHint:
    'Activé : les appels du secteur apparaissent maintenant aussi dans le second groupe d’affichage.',
  lockedTitle: 'Ce partage d’appels est activé',
  locked:
    'Un partage d’appels activé ne peut être ni modifié ni supprimé. Désactivez-le et enregistrez pour le modifier.',
  onBadge: 'Activé, en lecture seule',
  fields: {
    name: 'Nom',
    is_enabled: 'Activé',
    section_id: 'Secteur',
    section_display_group_id: 'Groupe d’affichage du secteur',
    systemtree_display_group_id: 'Aussi affiché dans',
  },
};
