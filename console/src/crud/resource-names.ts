// The route names of the built resources, without loading them: the admin screens are their own
// chunk (the display's wall screens must not load the admin area). registry.test.ts keeps this
// list equal to RESOURCES.
export const RESOURCE_ROUTES: ReadonlyArray<{ name: string; sortable?: boolean }> = [
  { name: 'systemParams' },
  { name: 'callTypes', sortable: true },
  { name: 'schedules' },
  { name: 'sections' },
  { name: 'displayGroups' },
  { name: 'checkpointMaps', sortable: true },
  { name: 'flightProfiles' },
  { name: 'mergeGroups' },
  { name: 'callSources' },
  { name: 'callSourceGroups' },
  { name: 'indicators' },
  { name: 'buttons' },
  { name: 'hubs' },
  { name: 'videoStreams' },
  { name: 'alertChannels' },
  { name: 'users' },
  { name: 'roles' },
  { name: 'displayNotes', sortable: true },
  { name: 'reports' },
];
