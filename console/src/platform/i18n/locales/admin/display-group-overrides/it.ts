// The texts of display group overrides (spec 01 §2 /tree/displaygroupoverrides; spec 02 §4, §5), Italian.
export default {
  title: 'Raggruppamenti',
  one: 'Raggruppamento',
  activeHint:
    'Finché è attivo, le chiamate dei settori e dei dispositivi scelti vanno a questo gruppo di visualizzazione e i loro dati e orari non possono essere modificati. Un raggruppamento attivo può solo essere disattivato.',
  fields: {
    name: 'Nome',
    is_enabled: 'Attivo',
    section_ids: 'Settori',
    system_tree_node_ids: 'Dispositivi',
    display_group_id: 'Gruppo di visualizzazione',
  },
};
