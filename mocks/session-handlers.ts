// The session's part of the mock backend (spec 01 §4): login and logout REST, AppData, the systems overview, the
// sync indicator's state and the password change, answered from the seeded users and the session of createMockBackend.
import { loginRequest, type LoginAnswer, type LoginField, type LogoutAnswer } from '@cs/contracts/session';
import { USER_PASSWORD } from '@cs/contracts/vocabulary';
import { graphql } from 'msw/graphql';
import { http, HttpResponse } from 'msw/http';
import {
  AppDataDocument,
  SyncIndicatorStateDocument,
  SystemsOverviewDocument,
  UserSetPasswordDocument,
} from '../console/src/generated/graphql.ts';
import { ANONYMOUS, publicUser, type MockData, type MockUser } from './data.ts';

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

export interface SessionMockContext {
  data: MockData;
  /** The signed-in user (null: none); login and logout change it. */
  state: { session: MockUser | null };
  options: { loginNetworkError?: boolean; logoutFails?: boolean };
  headers: Record<string, string>;
  /** Notes an operation with its system and language headers (createMockBackend's state.requests). */
  record: (operation: string, request: Request) => void;
}

export function sessionHandlers(ctx: SessionMockContext) {
  return [...loginRest(ctx), ...sessionQueries(ctx)];
}

/** POST /backend/login and /backend/logout (@cs/contracts/session). */
function loginRest({ data, state, options, headers }: SessionMockContext) {
  return [
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
  ];
}

/** What the shell asks with a session: AppData, the systems overview, the sync state, the password change. */
function sessionQueries({ data, state, headers, record }: SessionMockContext) {
  const api = graphql.link('*/backend/query');
  return [
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
      if (!user)
        return HttpResponse.json(
          { data: null, errors: [{ message: 'MISSING_AUTH', extensions: { code: 'MISSING_AUTH' } }] },
          { headers },
        );
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
  ];
}
