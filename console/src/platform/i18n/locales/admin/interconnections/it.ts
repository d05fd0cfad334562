// The texts of interconnections (spec 01 §2 /tree/connections; spec 02 §3, §5), Italian.
export default {
  title: 'Collegamenti',
  one: 'Collegamento',
  intro:
    "Un collegamento attivo mostra le chiamate di un settore che il suo gruppo di visualizzazione mostra anche in un secondo gruppo di visualizzazione, per esempio di notte sugli schermi dell'altro reparto. Le chiamate restano anche nel proprio gruppo di visualizzazione.",
  enabledHint: 'Attivo: le chiamate del settore appaiono ora anche nel secondo gruppo di visualizzazione.',
  lockedTitle: 'Questo collegamento è attivo',
  locked:
    'Un collegamento attivo non può essere modificato né eliminato. Disattivarlo e salvare per modificarlo.',
  onBadge: 'Attivo, sola lettura',
  off: 'Disattivato',
  fields: {
    name: 'Nome',
    is_enabled: 'Attivo',
    section_id: 'Settore',
    section_display_group_id: 'Gruppo di visualizzazione del settore',
    systemtree_display_group_id: 'Mostrato anche in',
  },
};
