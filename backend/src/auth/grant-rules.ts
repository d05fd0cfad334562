// Who may change users and roles beyond the policy's admin::manage_users / manage_roles (issue 12,
// spec 01 §6): nobody grants more than they hold. Superusers hold everything, so only they may grant or
// remove the superuser flag, edit or delete a superuser, or assign a role; nobody adds a permission to a
// role that they do not hold themselves, and nobody grants access to a system outside their own
// system_access (which also means nobody widens their own). Removing is never an escalation.
import type { GraphQLContext } from '../context.ts';
import type { EntityRecord, Refusal } from '../crud/entity.ts';
import { effectivePermissions } from './permissions.ts';

export interface RecordChange {
  /** the stored record; null on create */
  before: EntityRecord | null;
  /** the record as it would be stored; null on delete */
  after: EntityRecord | null;
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

export function userChangeRefusal({ before, after }: RecordChange, ctx: GraphQLContext): Refusal | null {
  const actor = ctx.user;
  if (!actor || actor.is_superuser) return null;
  if (before?.is_superuser) return { key: 'edit_superuser' };
  if (after === null) return null;
  if (Boolean(after.is_superuser) !== Boolean(before?.is_superuser)) return { key: 'superuser_flag' };
  const previousRoles = ids(before?.roles);
  if (ids(after.roles).some((id) => !previousRoles.includes(id))) return { key: 'role' };
  const added = addedSystems(before?.system_access, after.system_access, before === null);
  if (!grantsOnlyHeldSystems(actor.system_access, added)) return { key: 'system_access' };
  return null;
}

export function roleChangeRefusal({ before, after }: RecordChange, ctx: GraphQLContext): Refusal | null {
  const actor = ctx.user;
  if (!actor || actor.is_superuser || after === null) return null;
  const held = effectivePermissions(actor, ctx.services.users.rolesOf(actor));
  const previous = codes(before?.permissions);
  const notHeld = codes(after.permissions).filter(
    (code) => !previous.includes(code) && !(held as readonly string[]).includes(code),
  );
  return notHeld.length > 0 ? { key: 'permissions', data: { permissions: notHeld.join(', ') } } : null;
}
