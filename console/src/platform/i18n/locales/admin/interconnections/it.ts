// The texts of interconnections (spec 01 §2 /tree/connections; spec 02 §3, §5), Italian: «condivisione» (le chiamate
// di un settore anche in un secondo gruppo di visualizzazione), accanto a «deviazioni» (display group overrides) e
// «accorpamenti» (merge groups).
export default {
  title: 'Condivisioni',
  one: 'Condivisione',
  intro:
    'Una condivisione attiva mostra le chiamate di un settore che il suo gruppo di visualizzazione mostra anche in un secondo gruppo di visualizzazione, per esempio di notte sugli schermi dell’altro reparto. Le chiamate restano anche nel proprio gruppo di visualizzazione; una deviazione invece sposta le chiamate.',
  enabledHint: 'Attiva: le chiamate del settore appaiono ora anche nel secondo gruppo di visualizzazione.',
  lockedTitle: 'Questa condivisione è attiva',
  locked:
    'Una condivisione attiva non può essere modificata né eliminata. Disattivarla e salvare per modificarla.',
  onBadge: 'Attiva, sola lettura',
  fields: {
    name: 'Nome',
    is_enabled: 'Attiva',
    section_id: 'Settore',
    section_display_group_id: 'Gruppo di visualizzazione del settore',
    systemtree_display_group_id: 'Mostrata anche in',
  },
};
