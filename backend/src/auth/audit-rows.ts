// The audit rows of mutations and denials (spec 02 §3 audit): who, what, which entity and record, the
// outcome (ok, denied when a permission or rule refused it, failed otherwise). Secrets are redacted by the
// audit repository at every depth, so arguments go in as they came.
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../context.ts';
import { log } from '../platform/logger.ts';
import type { Policy } from './policy.ts';

export async function auditMutation(
  policy: Policy | undefined,
  ctx: GraphQLContext,
  fieldName: string,
  args: Record<string, unknown>,
  run: () => unknown,
) {
  const entity = (policy !== 'public' && policy?.entity) || fieldName;
  // The audit repository redacts secrets at every depth; the arguments go in as they came.
  const base = { ...who(ctx), action: fieldName, entity, changes: args };
  try {
    const result = await run();
    // A resolver that knows the field changes (before/after per field, crud/) records those instead.
    const changes = ctx.auditChanges ?? base.changes;
    ctx.auditChanges = undefined;
    ctx.services.audit.record({ ...base, changes, entityId: targetOf(args, result), outcome: 'ok' });
    return result;
  } catch (error) {
    // A refusal by a data-dependent rule (close-call rule, grant rules) is a denial like the policy's own.
    const code = error instanceof GraphQLError ? error.extensions.code : undefined;
    const refused = code === 'MISSING_PERMISSION' || code === 'MISSING_AUTH';
    try {
      ctx.services.audit.record({
        ...base,
        changes: refused ? { ...args, ...reasonOf(error as GraphQLError), code } : args,
        entityId: targetOf(args, undefined),
        outcome: refused ? 'denied' : 'failed',
      });
    } catch (auditError) {
      // The resolver's own error says what the user must know (e.g. STORAGE_FAILED: not saved); a full disk
      // also refuses this row, and that must not replace it.
      log().error({ err: auditError }, 'audit row of a failed mutation not written');
    }
    throw error;
  }
}

/**
 * The record a mutation changed or aimed at, never the caller: the answer's id, the ids of a delete's
 * answer (or its ids argument), the input's id, or the device of a device action.
 */
export function targetOf(args: Record<string, unknown>, result: unknown): string | null {
  const idOf = (value: unknown) =>
    value && typeof value === 'object' && 'id' in value && typeof value.id === 'number' && value.id > 0
      ? value.id
      : null;
  const ids = (list: unknown[]) =>
    list.map((v) => (typeof v === 'number' ? v : idOf(v))).filter((v) => v !== null);
  if (Array.isArray(result) && result.length > 0) return ids(result).join(',');
  const single = idOf(result) ?? idOf(args.input) ?? idOf(args);
  if (single !== null) return String(single);
  if (Array.isArray(args.ids) && args.ids.length > 0) return ids(args.ids).join(',');
  return typeof args.deviceID === 'number' ? String(args.deviceID) : null;
}

export const reasonOf = (error: GraphQLError) =>
  typeof error.extensions.reason === 'string' ? { reason: error.extensions.reason } : {};

export const who = (ctx: GraphQLContext) => ({
  userId: ctx.user?.id ?? 0,
  userName: ctx.user?.name ?? '',
  systemId: ctx.systemId,
  address: ctx.address,
});
