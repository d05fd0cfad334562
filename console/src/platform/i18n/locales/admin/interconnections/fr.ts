// The texts of interconnections (spec 01 §2 /tree/connections; spec 02 §3, §5), French.
export default {
  title: 'Liaisons',
  one: 'Liaison',
  intro:
    'Une liaison activée affiche les appels d’un secteur que montre son groupe d’affichage aussi dans un second groupe d’affichage, par exemple la nuit sur les écrans de l’autre unité. Les appels restent aussi dans leur propre groupe d’affichage.',
  enabledHint:
    'Activée : les appels du secteur apparaissent maintenant aussi dans le second groupe d’affichage.',
  lockedTitle: 'Cette liaison est activée',
  locked:
    'Une liaison activée ne peut être ni modifiée ni supprimée. Désactivez-la et enregistrez pour la modifier.',
  onBadge: 'Activée, en lecture seule',
  off: 'Désactivée',
  fields: {
    name: 'Nom',
    is_enabled: 'Activée',
    section_id: 'Secteur',
    section_display_group_id: 'Groupe d’affichage du secteur',
    systemtree_display_group_id: 'Aussi affiché dans',
  },
};
