// Who may change users and roles beyond the policy's admin::manage_users / manage_roles
// (spec 01 §6): nobody grants more than they hold. Superusers hold everything, so only they may grant or
// remove the superuser flag, edit or delete a superuser, or assign a role; nobody adds a permission to a
// role that they do not hold themselves, and nobody grants access to a system outside their own
// system_access (which also means nobody widens their own). Removing is never an escalation.
// Nobody sets the password of a user who holds more than they do (a permission or a system they lack): they
// could then sign in with the other's rights. Other edits of such a user stay allowed (they grant nothing).
import type { EntityRecord, Refusal } from '../crud/entity.ts';
import type { UserRepository } from '../repositories/user-repository.ts';
import type { UserRecord } from '../store/config-types.ts';
import { effectivePermissions } from './permissions.ts';

export interface RecordChange {
  /** the stored record; null on create */
  before: EntityRecord | null;
  /** the record as it would be stored; null on delete */
  after: EntityRecord | null;
}

/** What the grant rules read: the caller and the stored users and roles. */
export interface GrantContext {
  user: UserRecord | null;
  services: { users: Pick<UserRepository, 'byId' | 'rolesOf'> };
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter(Number.isInteger) : []);
const codes = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The systems a change of system_access adds: 'all' when it becomes empty (spec 01 §6: empty = all) from
 * a limited list, else the ids that were not there before.
 */
function addedSystems(before: unknown, after: unknown, isNew: boolean): number[] | 'all' {
  const next = ids(after);
  const previous = ids(before);
  if (next.length === 0) return isNew || previous.length > 0 ? 'all' : [];
  if (!isNew && previous.length === 0) return [];
  return next.filter((id) => !previous.includes(id));
}

function grantsOnlyHeldSystems(actorAccess: readonly number[], added: number[] | 'all'): boolean {
  if (actorAccess.length === 0) return true;
  return added !== 'all' && added.every((id) => actorAccess.includes(id));
}

/** Whether `target` holds a permission or a system that `actor` lacks. */
function holdsMoreThan(target: EntityRecord, actor: UserRecord, ctx: GrantContext): boolean {
  const stored = ctx.services.users.byId(Number(target.id));
  if (!stored) return false;
  const held = new Set<string>(effectivePermissions(actor, ctx.services.users.rolesOf(actor)));
  const theirs = effectivePermissions(stored, ctx.services.users.rolesOf(stored));
  if (theirs.some((code) => !held.has(code))) return true;
  const targetAccess = ids(stored.system_access);
  return !grantsOnlyHeldSystems(actor.system_access, targetAccess.length === 0 ? 'all' : targetAccess);
}

export function userChangeRefusal({ before, after }: RecordChange, ctx: GrantContext): Refusal | null {
  const actor = ctx.user;
  if (!actor || actor.is_superuser) return null;
  if (before?.is_superuser) return { key: 'edit_superuser' };
  if (after === null) return null;
  // `after` is the validated input: a password typed in it will replace the stored one.
  const newPassword = before !== null && typeof after.password === 'string' && after.password !== '';
  if (newPassword && holdsMoreThan(before, actor, ctx)) return { key: 'password_stronger' };
  if (Boolean(after.is_superuser) !== Boolean(before?.is_superuser)) return { key: 'superuser_flag' };
  const previousRoles = ids(before?.roles);
  if (ids(after.roles).some((id) => !previousRoles.includes(id))) return { key: 'role' };
  const added = addedSystems(before?.system_access, after.system_access, before === null);
  if (!grantsOnlyHeldSystems(actor.system_access, added)) return { key: 'system_access' };
  return null;
}

export function roleChangeRefusal({ before, after }: RecordChange, ctx: GrantContext): Refusal | null {
  const actor = ctx.user;
  if (!actor || actor.is_superuser || after === null) return null;
  const held = effectivePermissions(actor, ctx.services.users.rolesOf(actor));
  const previous = codes(before?.permissions);
  const notHeld = codes(after.permissions).filter(
    (code) => !previous.includes(code) && !(held as readonly string[]).includes(code),
  );
  return notHeld.length > 0 ? { key: 'permissions', data: { permissions: notHeld.join(', ') } } : null;
}
