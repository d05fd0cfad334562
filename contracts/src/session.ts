// `@cs/contracts/session`: the REST login and logout between console and backend (spec 02 §7, §8;
// docs/team-contract.md). JSON only: the backend's CSRF guard needs the Content-Type a cross-site form cannot send.
import { z } from 'zod';

/** POST /backend/login. Lengths are judged by the backend, with their own message (login.too_long). */
export const loginRequest = z.object({ username: z.string(), password: z.string() });
export type LoginRequest = z.infer<typeof loginRequest>;

/** The signed-in user (spec 01 §3), as GraphQL's AuthUser: id 0 is nobody. */
export const authUser = z.object({
  id: z.int(),
  name: z.string(),
  is_superuser: z.boolean(),
  locale: z.string(),
  homepage: z.string().nullable(),
  system_access: z.array(z.int()),
  permissions: z.array(z.object({ code: z.string() })),
  roles: z.array(z.int()),
  password_is_temporary: z.boolean(),
});
export type AuthUserAnswer = z.infer<typeof authUser>;

export const LOGIN_FIELDS = ['username', 'password', 'common'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
/** A refusal's reason in the request's language, under the field it belongs to. */
export const loginError = z.object({ field: z.enum(LOGIN_FIELDS), message: z.string() });
export type LoginError = z.infer<typeof loginError>;

/** Every answer of /backend/login (200, 400, 401, 429, 500): ok with the user, or not with its errors. */
export const loginAnswer = z.object({
  ok: z.boolean(),
  user: authUser.nullable(),
  /** a temporary password: the console sends the user to set their own first */
  require_password_change: z.boolean(),
  errors: z.array(loginError),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** POST /backend/logout: the session has ended (also when there was none). */
export const logoutAnswer = z.object({ ok: z.boolean() });
export type LogoutAnswer = z.infer<typeof logoutAnswer>;
