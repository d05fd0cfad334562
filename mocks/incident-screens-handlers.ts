// MSW handlers of the incident list's modals and the defect page (console/src/features/incidents/incidents.graphql
// IncidentCall, notifications/notification-users.graphql, defects/defects.graphql), typed by the codegen documents,
// in the server's shape (backend/src/modules/incidents/incident-screens-api.test.ts checks the real one). The save
// refuses a group the system does not have with the server's validation error, as the server does.
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import {
  DefectsDocument,
  IncidentCallDocument,
  IncidentsDocument,
  IncidentNotificationsDocument,
  UpdateUserNotificationsDocument,
  type DefectsQuery,
  type IncidentCallQuery,
  type IncidentNotificationsQuery,
  type IncidentsQuery,
} from '../console/src/generated/graphql.ts';

type Call = NonNullable<IncidentCallQuery['incidentCall']>;
type Settings = IncidentNotificationsQuery['incidentNotifications'];

/** Incident 7: a defect call of Bad 7 still open; incident 8: a closed one with a console action. */
export const MOCK_INCIDENT_CALLS: Record<number, Call> = {
  7: {
    incident_id: 7,
    open: true,
    call_type_text: 'Defekt',
    call_source_text: 'Bad',
    device_text_short: 'BAD7',
    device_text_long: 'Bad 7',
    section_name: 'Wohnbereich 1',
    position: null,
    handled_by_app_username: null,
    time_start: '06.01.2025 08:30',
    time_end: null,
    duration: 1800,
    timeline: [{ kind: 'OPENED', time: '06.01.2025 08:30', user_name: null, offset: 0 }],
  },
  8: {
    incident_id: 8,
    open: false,
    call_type_text: 'Defekt',
    call_source_text: 'Zimmer',
    device_text_short: '102',
    device_text_long: 'Zimmer 102',
    section_name: 'Wohnbereich 1',
    position: null,
    handled_by_app_username: null,
    time_start: '05.01.2025 22:00',
    time_end: '06.01.2025 07:15',
    duration: 33300,
    timeline: [
      { kind: 'OPENED', time: '05.01.2025 22:00', user_name: null, offset: 0 },
      { kind: 'IgnoreDefects', time: '06.01.2025 07:10', user_name: 'technik', offset: 33000 },
      { kind: 'CLOSED', time: '06.01.2025 07:15', user_name: null, offset: 33300 },
    ],
  },
};

export const MOCK_NOTIFICATIONS: Settings = {
  groups: [
    { id: 1, name: 'Zimmer und Bad' },
    { id: 2, name: 'Medaillons' },
  ],
  users: [
    { id: 1, name: 'admin', email: 'leitung@heim.example', call_source_group_ids: [1, 2] },
    { id: 3, name: 'pflege', email: '', call_source_group_ids: [] },
  ],
};

export const MOCK_DEFECTS: DefectsQuery['defects'] = {
  time_zone: 'Europe/Zurich',
  items: [
    {
      incident_id: 9,
      device_number: 31,
      node_id: 31,
      device_name: 'Bewegungsmelder 7',
      room_name: 'Zimmer 107',
      kind: 'probable_defects',
      severity: 'Warning',
      state: 'New',
      detail: JSON.stringify({ monitor: 'Sensorfehler', criterion: '0x6a', count: 5, threshold: 4 }),
      since: '06.01.2025 08:50',
    },
    {
      incident_id: 7,
      device_number: 23,
      node_id: 23,
      device_name: 'Bad 7',
      room_name: 'Zimmer 107',
      kind: 'defects',
      severity: 'Critical',
      state: 'Assigned',
      detail: JSON.stringify({ call_id: 502, opened_at: '2025-01-06T07:30:00.000Z' }),
      since: '06.01.2025 08:40',
    },
  ],
};

type Row = IncidentsQuery['incidents']['items'][number];
const row = (over: Partial<Row> & Pick<Row, 'id' | 'kind' | 'detail'>): Row & { __typename: 'Incident' } => ({
  __typename: 'Incident',
  system_id: 1,
  device_number: 23,
  node_id: 23,
  device_name: 'Bad 7',
  room_name: 'Zimmer 107',
  severity: 'Critical',
  state: 'New',
  assigned_user_id: null,
  assigned_user_name: null,
  time_opened: '06.01.2025 08:40',
  time_closed: null,
  closed_by: null,
  paused: false,
  ...over,
});

/** The list under the modals: the two defect incidents whose calls MOCK_INCIDENT_CALLS holds, and a battery one. */
export const MOCK_INCIDENTS: IncidentsQuery['incidents'] = {
  total: 3,
  time_zone: 'Europe/Zurich',
  boxes: { low_battery: 1, not_reachable: null, defects: 2 },
  paused_hubs: [],
  assignees: [{ id: 1, name: 'admin' }],
  items: [
    row({ id: 7, kind: 'defects', detail: JSON.stringify({ opened_at: '2025-01-06T07:30:00.000Z' }) }),
    row({
      id: 8,
      kind: 'defects',
      device_name: 'Zimmer 102',
      state: 'Closed',
      time_opened: '05.01.2025 22:10',
      time_closed: '06.01.2025 07:15',
      closed_by: 'auto',
      detail: JSON.stringify({ opened_at: '2025-01-05T21:00:00.000Z' }),
    }),
    row({ id: 6, kind: 'battery', severity: 'Warning', detail: JSON.stringify({ battery: 31 }) }),
  ],
};

export interface IncidentScreensMockOptions {
  defects?: DefectsQuery['defects'];
  /** the defect list fails to load */
  defectsFail?: boolean;
}

export function createIncidentScreensMock(options: IncidentScreensMockOptions = {}) {
  const state = {
    settings: structuredClone(MOCK_NOTIFICATIONS),
    saves: [] as Array<{ user_id: number; call_source_group_ids: number[] }>,
  };
  const typedUser = (u: Settings['users'][number]) => ({ ...u, __typename: 'NotificationUser' as const });
  const api = graphql.link('*/backend/query');
  const handlers = [
    api.query(IncidentsDocument, () => HttpResponse.json({ data: { incidents: MOCK_INCIDENTS } })),
    api.query(IncidentCallDocument, ({ variables }) =>
      HttpResponse.json({ data: { incidentCall: MOCK_INCIDENT_CALLS[variables.id] ?? null } }),
    ),
    api.query(IncidentNotificationsDocument, () =>
      HttpResponse.json({
        data: {
          incidentNotifications: {
            groups: state.settings.groups,
            users: state.settings.users.map(typedUser),
          },
        },
      }),
    ),
    api.mutation(UpdateUserNotificationsDocument, ({ variables }) => {
      const ids = [variables.call_source_group_ids].flat();
      const user = state.settings.users.find((u) => u.id === variables.user_id);
      const known = new Set(state.settings.groups.map((g) => g.id));
      const field = !user ? 'user_id' : ids.some((id) => !known.has(id)) ? 'call_source_group_ids' : null;
      if (field)
        return HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'Der Wert ist ungültig',
              extensions: { code: 'VALIDATION_FAILED', validation: true, field, key: 'invalid', data: {} },
            },
          ],
        });
      user!.call_source_group_ids = [...new Set(ids)].sort((a, b) => a - b);
      state.saves.push({ user_id: variables.user_id, call_source_group_ids: user!.call_source_group_ids });
      return HttpResponse.json({ data: { updateUserNotifications: typedUser(user!) } });
    }),
    api.query(DefectsDocument, () =>
      options.defectsFail
        ? HttpResponse.json({ data: null, errors: [{ message: 'Unexpected error.' }] })
        : HttpResponse.json({ data: { defects: options.defects ?? MOCK_DEFECTS } }),
    ),
  ];
  return { handlers, state };
}
