// MSW handlers for the console's operations, typed by the codegen documents, answering from the
// seeded data (docs/team-contract.md for the REST and GraphQL shapes).
import { graphql, type GraphQLSubscription } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import {
  CommitPopupPollDocument,
  GetsHttpErrorDocument,
  SystemMessagesDocument,
} from '../console/src/generated/graphql.ts';
import { createMockData, type MockData, type MockUser } from './data.ts';
import { createDisplayMock, type DisplayMockOptions } from './display-handlers.ts';
import { createAdminMock, type AdminMockOptions } from './admin-handlers.ts';
import { createCallLogMock, type CallLogMockOptions } from './call-log-handlers.ts';
import { createAnalyticsMock, type AnalyticsMockOptions } from './analytics-handlers.ts';
import { createIncidentScreensMock, type IncidentScreensMockOptions } from './incident-screens-handlers.ts';
import { createMailMock, type MailMockOptions } from './mail-handlers.ts';
import { createDeviceSearchMock } from './device-search-handlers.ts';
import { createSearchMock, type SearchMockOptions } from './search-handlers.ts';
import { createTreeMock } from './tree-handlers.ts';
import { sessionHandlers } from './session-handlers.ts';

export const BACKEND_VERSION = '5.406';

export interface MockOptions {
  /** X-CS-Version of every answer; a different one raises the update banner. */
  version?: string;
  /** Username with a session at start. */
  sessionUser?: string | null;
  /** The login request fails on the network. */
  loginNetworkError?: boolean;
  /** The logout answers ok: false. */
  logoutFails?: boolean;
  /** Replace parts of the seeded data (e.g. one system only, other permissions). */
  data?: (data: MockData) => MockData;
  /** The call display's data: calls, notes, profiles, close-call behaviour (mocks/display-handlers.ts). */
  display?: DisplayMockOptions;
  /** The admin entities (mocks/admin-handlers.ts). */
  admin?: AdminMockOptions;
  /** The call log's rows (mocks/call-log-handlers.ts). */
  callLog?: CallLogMockOptions;
  /** The global search fails on the server (mocks/search-handlers.ts). */
  search?: SearchMockOptions;
  /** The analytics dashboard's answer (mocks/analytics-handlers.ts). */
  analytics?: AnalyticsMockOptions;
  /** The mail server form and the send log (mocks/mail-handlers.ts). */
  mail?: MailMockOptions;
  /** The incident list's modals and the defect page (mocks/incident-screens-handlers.ts). */
  incidentScreens?: IncidentScreensMockOptions;
}

export function createMockBackend(options: MockOptions = {}) {
  const data = (options.data ?? ((d) => d))(createMockData());
  const version = options.version ?? BACKEND_VERSION;
  const headers = { 'X-CS-Version': version };
  const state = {
    session: (data.users.find((u) => u.username === options.sessionUser) ?? null) as MockUser | null,
    subscribers: [] as GraphQLSubscription[],
    httpErrorSubscribers: [] as GraphQLSubscription[],
    /** what the commit popup's configChangelog poll answers (spec 01 §7) */
    commitPoll: {
      status: 'busy',
      error: null as string | null,
      progress: 0 as number | null,
      committing: true,
      commit: null as {
        wipe: boolean;
        step: string;
        progress: number;
        status: string;
        error: string | null;
      } | null,
    },
    requests: [] as { operation: string; system: string | null; language: string | null }[],
  };
  const api = graphql.link('*/backend/query');
  const ws = graphql.link('*/ws/backend');
  const deviceSearch = createDeviceSearchMock();
  const display = createDisplayMock(options.display);
  const tree = createTreeMock();
  const admin = createAdminMock(options.admin);
  const mail = createMailMock(options.mail);
  const incidentScreens = createIncidentScreensMock(options.incidentScreens);

  const record = (operation: string, request: Request) =>
    state.requests.push({
      operation,
      system: request.headers.get('X-CS-System'),
      language: request.headers.get('Accept-Language'),
    });

  const handlers = [
    ...sessionHandlers({ data, state, options, headers, record }),

    ws.subscription(SystemMessagesDocument, ({ subscription }) => {
      state.subscribers.push(subscription);
    }),
    ws.subscription(GetsHttpErrorDocument, ({ subscription }) => {
      state.httpErrorSubscribers.push(subscription);
    }),
    api.query(CommitPopupPollDocument, ({ request }) => {
      record('CommitPopupPoll', request);
      return HttpResponse.json({ data: { configChangelog: state.commitPoll } }, { headers });
    }),
    ...display.handlers,
    ...admin.handlers,
    ...createCallLogMock(options.callLog).handlers,
    ...tree.handlers,
    ...createSearchMock(options.search),
    ...deviceSearch.handlers,
    ...createAnalyticsMock(options.analytics),
    ...mail.handlers,
    ...incidentScreens.handlers,
  ];

  return {
    handlers,
    data,
    state,
    display,
    /** the tree's node form state: open calls and notes (mocks/tree-form-handlers.ts) */
    tree: tree.form,
    admin,
    mail,
    deviceSearch,
    incidentScreens,
    /** Push a system message (spec 01 §7 subjects) to every open SystemMessages subscription. */
    publishSystemMessage(subject: string, payload: unknown = null) {
      for (const s of state.subscribers) {
        s.publish({
          data: { systemMessages: { subject, payload: payload === null ? null : JSON.stringify(payload) } },
        });
      }
    },
    /** Push a getsHTTPError (spec 01 §7) to every open GetsHttpError subscription. */
    publishHttpError(info: {
      action: string;
      checks: string[];
      message: string;
      payload: string | null;
      url: string | null;
      success: boolean;
      record?: { entity_label: string; entity_id: number; path: string } | null;
    }) {
      for (const s of state.httpErrorSubscribers) s.publish({ data: { getsHTTPError: info } });
    },
  };
}
export type MockBackend = ReturnType<typeof createMockBackend>;
