// The texts of display group overrides (spec 01 §2 /tree/displaygroupoverrides; spec 02 §4, §5), Italian: una
// «deviazione» sposta le chiamate (una condivisione le mostra due volte, un accorpamento registra i settori accorpati).
export default {
  title: 'Deviazioni',
  one: 'Deviazione',
  intro:
    'Una deviazione attiva manda le chiamate dei settori e dei dispositivi scelti in un altro gruppo di visualizzazione: vi appaiono al posto del proprio. Una condivisione invece mostra le chiamate in aggiunta.',
  activeHint:
    'Finché è attiva, le chiamate dei settori e dei dispositivi scelti vanno a questo gruppo di visualizzazione e i loro dati e orari non possono essere modificati. Una deviazione attiva può solo essere disattivata.',
  fields: {
    name: 'Nome',
    is_enabled: 'Attiva',
    section_ids: 'Settori',
    system_tree_node_ids: 'Dispositivi',
    display_group_id: 'Gruppo di visualizzazione',
  },
};
