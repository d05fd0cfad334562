// The users' instant notifications (incident-screens.graphql; spec 01 §2 /analytics/incidents/notifications with its
// user form; spec 02 §3 user notify_call_source_groups, §6). The policy wrapper has checked the session,
// analytics::manage_incidents and the analytics licence; here the data rules: only users who may use the selected
// system, only that system's call source groups. The write reads, checks and writes under the installation's and
// the system's locks (the groups are the system's, the users the installation's).
import type { GraphQLContext } from '../../context.ts';
import { validationError } from '../../auth/errors.ts';
import { mayUseSystem } from '../../auth/permissions.ts';
import type { NotificationSettings, NotificationUser } from '../../generated/graphql.ts';
import type { StoredRecord } from '../../repositories/entity-repository.ts';

type UserLike = { id: number; name: string; email?: string | null; notify_call_source_groups?: number[] };

const view = (u: UserLike, groups: ReadonlySet<number>): NotificationUser => ({
  id: u.id,
  name: u.name,
  email: u.email ?? '',
  // The ids are the system's groups: a number of another system's group means nothing here.
  call_source_group_ids: (u.notify_call_source_groups ?? []).filter((id) => groups.has(id)),
});

function systemGroups(ctx: GraphQLContext) {
  return (ctx.services.systems.get(ctx.systemId)?.call_source_groups ?? []).map((g) => ({
    id: g.id,
    name: g.name,
  }));
}

export function notificationSettings(ctx: GraphQLContext): NotificationSettings {
  const groups = systemGroups(ctx);
  const ids = new Set(groups.map((g) => g.id));
  return {
    groups,
    users: ctx.services.users
      .all()
      .filter((u) => mayUseSystem(u, ctx.systemId))
      .map((u) => view(u, ids)),
  };
}

export async function updateUserNotifications(
  ctx: GraphQLContext,
  userId: number,
  groupIds: readonly number[],
): Promise<NotificationUser> {
  const { entities } = ctx.services;
  return entities.exclusive('installation', ctx.systemId, async () => {
    const ids = new Set(systemGroups(ctx).map((g) => g.id));
    const users = entities.list('installation', 'users', ctx.systemId);
    const current = users.find((u) => u.id === userId) as (StoredRecord & UserLike) | undefined;
    const user = current && ctx.services.users.byId(userId);
    if (!current || !user || !mayUseSystem(user, ctx.systemId))
      throw validationError(ctx.locale, 'user_id', 'invalid');
    if (groupIds.some((id) => !ids.has(id)))
      throw validationError(ctx.locale, 'call_source_group_ids', 'invalid');
    const before = (current.notify_call_source_groups ?? []).filter((id) => ids.has(id));
    const chosen = [...new Set(groupIds)].sort((a, b) => a - b);
    // numbers that are no group of this system stay as they were
    const kept = (current.notify_call_source_groups ?? []).filter((id) => !ids.has(id));
    const next = { ...current, notify_call_source_groups: [...kept, ...chosen] };
    await entities.save(
      'installation',
      'users',
      ctx.systemId,
      users.map((u) => (u.id === userId ? next : u)),
      null,
    );
    ctx.auditChanges = { user: current.name, notify_call_source_groups: [before, chosen] };
    return view(next, ids);
  });
}
