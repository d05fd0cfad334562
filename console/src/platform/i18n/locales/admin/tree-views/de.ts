// The admin texts of system tree views (spec 02 §3, §4), German.
export default {
  title: 'Baumansichten',
  one: 'Baumansicht',
  rolesHint: 'Nicht aufgeführte Rollen dürfen die Ansicht bearbeiten (Stufe Schreiben).',
  filterKeys: {
    kind: 'Art',
    section_id: 'Bereich (Nr.)',
    call_source_id: 'Rufquelle (Nr.)',
    is_tech: 'Technisches Gerät',
    is_linkable: 'Verknüpfbar',
    name: 'Name',
  },
  items: { key: 'Feld', value: 'Wert', role_id: 'Rolle', level: 'Stufe' },
  fields: {
    name: 'Name',
    is_enabled: 'Aktiv',
    is_system_view: 'Systemansicht',
    filters: 'Filter',
    apply_permissions: 'Berechtigungen anwenden',
    role_permissions: 'Stufen der Rollen',
  },
};
