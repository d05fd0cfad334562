// The admin texts of system tree views (spec 02 §3, §4), French.
export default {
  title: 'Vues de l’arborescence',
  one: 'Vue de l’arborescence',
  rolesHint: 'Les rôles non listés peuvent modifier la vue (niveau écriture).',
  filterKeys: {
    kind: 'Type',
    section_id: 'Secteur (n°)',
    call_source_id: 'Source d’appel (n°)',
    is_tech: 'Appareil technique',
    is_linkable: 'Associable',
    name: 'Nom',
  },
  items: { key: 'Champ', value: 'Valeur', role_id: 'Rôle', level: 'Niveau' },
  fields: {
    name: 'Nom',
    is_enabled: 'Active',
    is_system_view: 'Vue système',
    filters: 'Filtres',
    apply_permissions: 'Appliquer les autorisations',
    role_permissions: 'Niveaux des rôles',
  },
};
