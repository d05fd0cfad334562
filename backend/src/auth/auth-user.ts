// The AuthUser shape (spec 01 §3) for GraphQL and the login answer; id 0 means nobody is signed in.
import type { AuthUser } from '../generated/graphql.ts';
import type { Locale } from '../platform/locale.ts';
import type { RoleRecord, UserRecord } from '../store/config-types.ts';
import { effectivePermissions } from './permissions.ts';

export function toAuthUser(user: UserRecord, roles: RoleRecord[]): AuthUser {
  return {
    id: user.id,
    name: user.name,
    is_superuser: user.is_superuser,
    locale: user.locale,
    homepage: user.homepage,
    system_access: [...user.system_access],
    permissions: effectivePermissions(user, roles).map((code) => ({ code })),
    roles: [...user.roles],
    password_is_temporary: user.password_is_temporary,
  };
}

export function anonymousUser(locale: Locale): AuthUser {
  return {
    id: 0,
    name: '',
    is_superuser: false,
    locale,
    homepage: null,
    system_access: [],
    permissions: [],
    roles: [],
    password_is_temporary: false,
  };
}
