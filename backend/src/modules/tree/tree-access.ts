// What of the tree a caller may see (spec 01 §6 systemtree permissions, spec 02 §4 tree views). Superusers see
// everything; tech and wired devices need systemtree::see_tech_devices and see_wired_devices; a tree view is
// open to a non-superuser only when enabled (none enabled: the system view counts as enabled) and, when it
// applies permissions, when one of the user's roles has read or write on it (a role not listed writes).
import type { GraphQLContext } from '../../context.ts';
import { effectivePermissions, type PermissionCode } from '../../auth/permissions.ts';
import type { SystemDoc, SystemTreeNodeRecord, TreeViewRecord } from '../../store/config-types.ts';

export interface Caller {
  superuser: boolean;
  roleIds: number[];
  held: Set<PermissionCode>;
}

export function callerOf(ctx: GraphQLContext): Caller {
  const user = ctx.user;
  if (!user) return { superuser: false, roleIds: [], held: new Set() };
  const roles = ctx.services.users.rolesOf(user);
  return {
    superuser: user.is_superuser,
    roleIds: roles.map((r) => r.id),
    held: new Set(effectivePermissions(user, roles)),
  };
}

export const holds = (caller: Caller, code: PermissionCode) => caller.held.has(code);

/** Spec 01 §6: see_tech_devices and see_wired_devices gate the tech and wired devices. */
export function maySeeNode(caller: Caller, node: SystemTreeNodeRecord): boolean {
  if (node.kind === 'tech' || node.is_tech) return holds(caller, 'systemtree::see_tech_devices');
  if (node.kind === 'wired') return holds(caller, 'systemtree::see_wired_devices');
  return true;
}

export type ViewLevel = 'read' | 'write';

/** The tree views the caller may open, in sort order, with their level (spec 02 §4 tree views). */
export function visibleViews(
  doc: SystemDoc,
  caller: Caller,
): Array<{ view: TreeViewRecord; level: ViewLevel }> {
  const views = [...(doc.tree_views ?? [])].sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  if (caller.superuser) return views.map((view) => ({ view, level: 'write' }));
  const noneEnabled = !views.some((v) => v.is_enabled);
  const open: Array<{ view: TreeViewRecord; level: ViewLevel }> = [];
  for (const view of views) {
    if (!view.is_enabled && !(noneEnabled && view.is_system_view)) continue;
    const level = view.apply_permissions ? roleLevel(view, caller.roleIds) : 'write';
    if (level) open.push({ view, level });
  }
  return open;
}

function roleLevel(view: TreeViewRecord, roleIds: number[]): ViewLevel | null {
  let best: ViewLevel | null = null;
  for (const roleId of roleIds) {
    const level = view.role_permissions.find((p) => p.role_id === roleId)?.level ?? 'write';
    if (level === 'write') return 'write';
    if (level === 'read') best = 'read';
  }
  return best;
}

/** A view's filters: values of one key are alternatives, different keys must all match (name: a part of it). */
export function matchesView(view: TreeViewRecord, node: SystemTreeNodeRecord): boolean {
  const byKey = new Map<string, string[]>();
  for (const f of view.filters) byKey.set(f.key, [...(byKey.get(f.key) ?? []), f.value]);
  for (const [key, values] of byKey) {
    const actual = (node as unknown as Record<string, unknown>)[key];
    const ok = values.some((v) =>
      key === 'name'
        ? String(actual ?? '')
            .toLowerCase()
            .includes(v.toLowerCase())
        : String(actual) === v,
    );
    if (!ok) return false;
  }
  return true;
}
