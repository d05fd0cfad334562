// Applies one policy entry to one caller (spec 01 §6): session, permissions (superuser holds all),
// licence modules. Unlicensed modules are visible only to superusers (spec 01 §6), so the superuser flag
// bypasses every licence module, the management one included; the console's guard applies the same rule.
import type { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../context.ts';
import { t } from '../platform/messages.ts';
import { missingAuth, missingPermission } from './errors.ts';
import { effectivePermissions, hasPermissions, isLicensed } from './permissions.ts';
import type { Gate, Policy } from './policy.ts';

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
  const licence = ctx.services.installation.licence();
  /** the first reason this gate refuses the caller, or null when it lets them in */
  const refusal = (gate: Gate): GraphQLError | null => {
    if (!hasPermissions(held, gate.area ?? []) || !hasPermissions(held, gate.permissions ?? [], gate.any))
      return missingPermission(ctx.locale, t(ctx.locale, 'auth.missing_permission'));
    const missing = user.is_superuser
      ? []
      : (gate.licences ?? []).filter((module) => !isLicensed(licence, module));
    return missing.length > 0
      ? missingPermission(ctx.locale, t(ctx.locale, 'auth.missing_licence', { modules: missing.join(', ') }))
      : null;
  };
  const first = refusal(policy);
  // Another way in (policy.or) lets the caller pass; the refusal names the first way's reason.
  return first && (policy.or ?? []).some((gate) => refusal(gate) === null) ? null : first;
}
