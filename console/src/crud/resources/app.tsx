// App management's lists (spec 01 §2 /appmanagement, spec 02 §3 app client, app user, app user group,
// subscription view): presentation only, the fields and the area are the descriptions'.
import { Badge } from '@mantine/core';
import { formatDateTime } from '@cs/rules/time';
import { useTranslation } from 'react-i18next';
import { useFacilityZone } from '../../platform/session/app-data-context.tsx';
import { define, type CrudRecord } from '../resource.ts';
import { storedSecret } from '../options.ts';
import { DisplayGroupsInput } from '../widgets/display-groups-input.tsx';
import { PairingToken } from '../widgets/pairing-token.tsx';

export const appUserGroups = define({
  type: 'AppUserGroup',
  columns: [
    { name: 'name' },
    { name: 'call_handling_mode' },
    { name: 'section_id' },
    { name: 'display_group_ids' },
  ],
  fields: {
    name: { counter: true },
    node_selection: {
      hint: 'admin.appUserGroups.nodeSelectionHint',
      itemFields: { mode: { width: '160px' } },
    },
    // with the nested display-group modal (spec 01 §2 groups/edit/:groupid/displayGroups/:id?)
    display_group_ids: { widget: DisplayGroupsInput },
  },
  optionLabels: { call_handling_mode: 'admin.appUserGroups.modes', mode: 'admin.appUserGroups.selection' },
  search: ['name'],
});

export const appUsers = define({
  type: 'AppUser',
  columns: [{ name: 'name' }, { name: 'current_display_name' }, { name: 'app_user_group_id' }],
  fields: {
    name: { counter: true },
    current_display_name: { hint: 'admin.appUsers.displayNameHint' },
    password: storedSecret,
  },
  label: (r) => String(r.name),
});

const STATE_COLOR: Record<string, string> = { unpaired: 'gray', paired: 'blue', logged_in: 'green' };

function ClientState({ record }: { record: CrudRecord }) {
  const { t } = useTranslation();
  const state = String(record.state ?? 'unpaired');
  return <Badge color={STATE_COLOR[state] ?? 'gray'}>{t(`admin.appClients.states.${state}`)}</Badge>;
}

function Reachability({ record }: { record: CrudRecord }) {
  const { t } = useTranslation();
  return <>{t(`admin.appClients.reachabilities.${String(record.reachability ?? 'unknown')}`)}</>;
}

function Registration({ record }: { record: CrudRecord }) {
  const zone = useFacilityZone();
  return typeof record.registration === 'string' ? formatDateTime(record.registration, zone) : '–';
}

export const appClients = define({
  type: 'AppClient',
  columns: [
    { name: 'name' },
    { name: 'phone_number' },
    { name: 'state', render: (r) => <ClientState record={r} /> },
    { name: 'reachability', render: (r) => <Reachability record={r} /> },
    { name: 'registration', render: (r) => <Registration record={r} /> },
  ],
  fields: {
    name: { counter: true },
    server_url: { hint: 'admin.appClients.serverUrlHint' },
  },
  // The pairing code while the client waits for its phone, or when it paired and unpairing (spec 02 §3); a new
  // client's form stays open after saving, on its code.
  FormExtra: PairingToken,
  openAfterCreate: true,
  search: ['name', 'phone_number'],
});

export const subscriptionViews = define({
  type: 'SubscriptionView',
  columns: [{ name: 'name' }, { name: 'app_user_ids' }, { name: 'system_tree_node_ids' }],
  fields: { name: { counter: true } },
  search: ['name'],
});
