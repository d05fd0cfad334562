// The admin texts of system tree views (spec 02 §3, §4), English.
export default {
  title: 'Tree views',
  one: 'Tree view',
  rolesHint: 'Roles not listed may edit the view (level write).',
  filterKeys: {
    kind: 'Kind',
    section_id: 'Section (no.)',
    call_source_id: 'Call source (no.)',
    is_tech: 'Technical device',
    is_linkable: 'Linkable',
    name: 'Name',
  },
  items: { key: 'Field', value: 'Value', role_id: 'Role', level: 'Level' },
  fields: {
    name: 'Name',
    is_enabled: 'Enabled',
    is_system_view: 'System view',
    filters: 'Filters',
    apply_permissions: 'Apply permissions',
    role_permissions: 'Levels of the roles',
  },
};
