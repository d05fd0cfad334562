// Applies one policy entry to one caller (spec 01 §6): session, permissions (superuser holds all),
// licence modules. Unlicensed modules are visible only to superusers (spec 01 §6), so the superuser flag
// bypasses every licence module, the management one included; the console's guard applies the same rule.
import type { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../context.ts';
import { t } from '../platform/messages.ts';
import { missingAuth, missingPermission } from './errors.ts';
import { effectivePermissions, hasPermissions, isLicensed } from './permissions.ts';
import type { Policy } from './policy.ts';

export function authorize(policy: Policy | undefined, ctx: GraphQLContext): GraphQLError | null {
  if (policy === 'public') return null;
  if (!ctx.user || !ctx.session) return missingAuth(ctx.locale);
  // No entry: fail closed. The policy test makes sure this never ships.
  if (!policy) return missingPermission(ctx.locale, t(ctx.locale, 'auth.missing_permission'));
  const { user } = ctx;
  if (user.password_is_temporary && !policy.whileTemporary)
    return missingPermission(ctx.locale, t(ctx.locale, 'auth.password_change_required'), {
      reason: 'password_change_required',
    });
  const held = effectivePermissions(user, ctx.services.users.rolesOf(user));
  if (
    !hasPermissions(held, policy.area ?? []) ||
    !hasPermissions(held, policy.permissions ?? [], policy.any)
  ) {
    return missingPermission(ctx.locale, t(ctx.locale, 'auth.missing_permission'));
  }
  const licence = ctx.services.installation.licence();
  const missing = user.is_superuser
    ? []
    : (policy.licences ?? []).filter((module) => !isLicensed(licence, module));
  if (missing.length > 0)
    return missingPermission(
      ctx.locale,
      t(ctx.locale, 'auth.missing_licence', { modules: missing.join(', ') }),
    );
  return null;
}
