// The admin texts of system tree views (spec 02 §3, §4), Italian.
export default {
  title: "Viste dell'albero",
  one: "Vista dell'albero",
  rolesHint: 'I ruoli non elencati possono modificare la vista (livello scrittura).',
  filterKeys: {
    kind: 'Tipo',
    section_id: 'Settore (n.)',
    call_source_id: 'Sorgente di chiamata (n.)',
    is_tech: 'Dispositivo tecnico',
    is_linkable: 'Collegabile',
    name: 'Nome',
  },
  items: { key: 'Campo', value: 'Valore', role_id: 'Ruolo', level: 'Livello' },
  fields: {
    name: 'Nome',
    is_enabled: 'Attiva',
    is_system_view: 'Vista di sistema',
    filters: 'Filtri',
    apply_permissions: 'Applica autorizzazioni',
    role_permissions: 'Livelli dei ruoli',
  },
};
