// MSW handlers for the console's operations, typed by the codegen documents, answering from the
// seeded data (docs/team-contract.md for the REST and GraphQL shapes).
import { loginRequest, type LoginAnswer, type LoginField, type LogoutAnswer } from '@cs/contracts/session';
import { USER_PASSWORD } from '@cs/contracts/vocabulary';
import { graphql, type GraphQLSubscription } from 'msw/graphql';
import { http, HttpResponse } from 'msw/http';
import {
  AppDataDocument,
  CommitPopupPollDocument,
  GetsHttpErrorDocument,
  SyncIndicatorStateDocument,
  SystemsOverviewDocument,
  SystemMessagesDocument,
  UserSetPasswordDocument,
} from '../console/src/generated/graphql.ts';
import { ANONYMOUS, createMockData, publicUser, type MockData, type MockUser } from './data.ts';
import { createDisplayMock, type DisplayMockOptions } from './display-handlers.ts';
import { createAdminMock, type AdminMockOptions } from './admin-handlers.ts';
import { createCallLogMock, type CallLogMockOptions } from './call-log-handlers.ts';
import { createAnalyticsMock, type AnalyticsMockOptions } from './analytics-handlers.ts';
import { createIncidentScreensMock, type IncidentScreensMockOptions } from './incident-screens-handlers.ts';
import { createMailMock, type MailMockOptions } from './mail-handlers.ts';
import { createDeviceSearchMock } from './device-search-handlers.ts';
import { createSearchMock, type SearchMockOptions } from './search-handlers.ts';
import { createTreeMock } from './tree-handlers.ts';

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

const messages = {
  de: {
    unknownUser: 'Benutzername ist unbekannt',
    wrongPassword: 'Das eingegebene Passwort ist falsch',
    general: 'Es ist ein allgemeiner Fehler aufgetreten: {error}',
    minLength: 'Das Passwort muss mindestens {min} Zeichen lang sein.',
    noMatch: 'Die Passwörter stimmen nicht überein.',
  },
  en: {
    unknownUser: 'Username is unknown',
    wrongPassword: 'The password entered is wrong',
    general: 'A general error occurred: {error}',
    minLength: 'The password must be at least {min} characters long.',
    noMatch: 'The passwords do not match.',
  },
};
const lang = (request: Request) => (request.headers.get('Accept-Language')?.startsWith('en') ? 'en' : 'de');

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
    http.post('*/backend/login', async ({ request }) => {
      if (options.loginNetworkError) return HttpResponse.error();
      const body = loginRequest.safeParse(await request.json());
      const m = messages[lang(request)];
      const fail = (field: LoginField, message: string, status = 401) =>
        HttpResponse.json(
          {
            ok: false,
            user: null,
            require_password_change: false,
            errors: [{ field, message }],
          } satisfies LoginAnswer,
          { status, headers },
        );
      if (!body.success) return fail('common', m.unknownUser, 400);
      const user = data.users.find((u) => u.username === body.data.username);
      if (!user) return fail('username', m.unknownUser);
      if (user.password !== body.data.password) return fail('password', m.wrongPassword);
      state.session = user;
      return HttpResponse.json(
        {
          ok: true,
          user: publicUser(user),
          require_password_change: user.password_is_temporary,
          errors: [],
        } satisfies LoginAnswer,
        { headers },
      );
    }),

    http.post('*/backend/logout', () => {
      if (options.logoutFails) return HttpResponse.json({ ok: false } satisfies LogoutAnswer, { headers });
      state.session = null;
      return HttpResponse.json({ ok: true } satisfies LogoutAnswer, { headers });
    }),

    api.query(SyncIndicatorStateDocument, () =>
      HttpResponse.json({ data: { appState: data.appState } }, { headers }),
    ),
    api.query(AppDataDocument, ({ variables, request }) => {
      record('AppData', request);
      const user = state.session;
      // As the server: globalAppSettings needs a session, and a refused non-null root field nulls the answer.
      if (variables.hasSession && !user)
        return HttpResponse.json(
          { data: null, errors: [{ message: 'MISSING_AUTH', extensions: { code: 'MISSING_AUTH' } }] },
          { headers },
        );
      const systems =
        user && !user.is_superuser && user.system_access.length
          ? data.systems.filter((s) => user.system_access.includes(s.id))
          : data.systems;
      return HttpResponse.json(
        {
          data: {
            license: data.license,
            appState: data.appState,
            authUser: user ? publicUser(user) : ANONYMOUS,
            globalSettings: data.globalSettings,
            ...(variables.hasSession ? { globalAppSettings: { subscriptions_enabled: true } } : {}),
            publicSystemParams: systems,
          },
        },
        { headers },
      );
    }),

    api.query(SystemsOverviewDocument, ({ request }) => {
      record('SystemsOverview', request);
      const user = state.session;
      if (!user)
        return HttpResponse.json(
          { data: null, errors: [{ message: 'MISSING_AUTH', extensions: { code: 'MISSING_AUTH' } }] },
          { headers },
        );
      const mine =
        user.is_superuser || !user.system_access.length
          ? data.systems
          : data.systems.filter((s) => user.system_access.includes(s.id));
      const systemsOverview = mine.map((s, i) => ({
        __typename: 'SystemOverview' as const,
        id: s.id,
        name: s.name,
        // The second system's link is down in the mock, so the home page shows both states.
        link: i === 0 ? 'online' : 'offline',
        open_calls: i === 0 ? 3 : 0,
        emergencies: i === 0 ? 1 : 0,
        presences: i === 0 ? 1 : 0,
      }));
      return HttpResponse.json({ data: { systemsOverview } }, { headers });
    }),

    api.mutation(UserSetPasswordDocument, ({ variables, request }) => {
      record('UserSetPassword', request);
      const user = state.session;
      if (!user) {
        return HttpResponse.json(
          { data: null, errors: [{ message: 'MISSING_AUTH', extensions: { code: 'MISSING_AUTH' } }] },
          { headers },
        );
      }
      const m = messages[lang(request)];
      const errors = [];
      if (variables.password.length < USER_PASSWORD.min) {
        errors.push({
          message: m.minLength.replace('{min}', String(USER_PASSWORD.min)),
          extensions: {
            validation: true,
            field: 'password',
            key: 'min_length',
            data: { min: USER_PASSWORD.min },
          },
        });
      }
      if (variables.password !== variables.password_repeat) {
        errors.push({
          message: m.noMatch,
          extensions: { validation: true, field: 'password_repeat', key: 'no_match', data: {} },
        });
      }
      if (errors.length) return HttpResponse.json({ data: null, errors }, { headers });
      user.password = variables.password;
      user.password_is_temporary = false;
      return HttpResponse.json({ data: { userSetPassword: { id: user.id } } }, { headers });
    }),

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
