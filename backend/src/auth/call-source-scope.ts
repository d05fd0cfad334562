// Which calls and devices a user may read (spec 01 §6, spec 02 §6: "Roles may restrict access to call source
// groups"), judged here once, from the server's own data, for every read of calls and devices: the call log and a
// call's detail, the exports, the analytics, the incidents and defects, the search, the tree's open-call badges and
// the home page's counts. The public call display (openCalls, callsChanged) is not restricted: a call must always
// show on a wall display, whoever looks at it.
//
// The rules: superusers are never restricted (spec 01 §6 "roles are ignored for them"). A role with no call source
// groups restricts nothing, so a user holding one such role (or no role at all) reads every call. Otherwise the
// user reads the calls of the call sources in the groups of any of their roles (the union). Roles are the
// installation's, call source groups each system's own: a role's group ids are looked up in the system read (as
// the role form picks them, crud/references.ts), and an id that system lacks gives nothing there. A call counts by
// the call source it was opened with, a device by its call source; one without a call source is in no group.
import type { SystemRepository } from '../repositories/system-repository.ts';
import type { UserRepository } from '../repositories/user-repository.ts';
import type { RoleRecord, SystemDoc, UserRecord } from '../store/config-types.ts';

/** The call sources a user may read in one system; null: all of them. */
export type CallSourceScope = ReadonlySet<number> | null;

export function callSourceScope(
  user: Pick<UserRecord, 'is_superuser'>,
  roles: ReadonlyArray<Pick<RoleRecord, 'call_source_group_ids'>>,
  doc: Pick<SystemDoc, 'call_source_groups'>,
): CallSourceScope {
  if (user.is_superuser) return null;
  if (roles.length === 0 || roles.some((r) => r.call_source_group_ids.length === 0)) return null;
  const groups = new Set(roles.flatMap((r) => r.call_source_group_ids));
  return new Set(
    (doc.call_source_groups ?? []).filter((g) => groups.has(g.id)).flatMap((g) => g.related_callsources),
  );
}

/** What the caller's scope is read from: the caller, the system's call source groups, the caller's roles. */
export interface ScopeContext {
  user: UserRecord | null;
  services: { systems: Pick<SystemRepository, 'get'>; users: Pick<UserRepository, 'rolesOf'> };
}

/**
 * The signed-in caller's scope in a system. Without a session nothing is readable (the policy lets no anonymous
 * caller reach these reads; should one, it reads nothing); an unknown system gives nothing either.
 */
export function scopeOf(ctx: ScopeContext, systemId: number): CallSourceScope {
  const user = ctx.user;
  const doc = ctx.services.systems.get(systemId);
  if (!user || !doc) return new Set();
  return callSourceScope(user, ctx.services.users.rolesOf(user), doc);
}

/** Whether a call (or a device) of this call source is readable in the scope. */
export const inScope = (scope: CallSourceScope, callSourceId: number | null | undefined): boolean =>
  scope === null || (callSourceId !== null && callSourceId !== undefined && scope.has(callSourceId));

/** A scope as stored with what was read under it (an export job): the sorted call source ids, or null for all. */
export const storedScope = (scope: CallSourceScope): number[] | null =>
  scope === null ? null : [...scope].sort((a, b) => a - b);

/** Whether the scope now still covers what was read under an earlier one (stored by storedScope). */
export const covers = (now: CallSourceScope, then: readonly number[] | null): boolean =>
  now === null || (then !== null && then.every((id) => now.has(id)));
