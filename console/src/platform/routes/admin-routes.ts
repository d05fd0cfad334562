// The admin lists of spec 01 §2 that the backend's entity descriptions bring (codegen writes
// crud/generated/admin-routes.ts): each list with its modal edit/:id? form and, where the entity has a
// sort page, its /sort modal. Permissions and licences are the description's, never restated here.
import type { LicenceModule, PermissionCode } from '@cs/rules';
import { ADMIN_ROUTES } from '../../crud/generated/admin-routes.ts';
import type { PermissionRequirement, RouteDef } from './route-table.ts';

export interface AdminRouteEntry {
  /** the route name of the list (the form is `${name}Form`, the sort page `${name}Sort`) */
  name: string;
  /** the entity's GraphQL type without the Admin prefix */
  type: string;
  segment: string;
  formSegment?: string;
  permissions: readonly ('@any' | PermissionCode)[];
  licences?: readonly LicenceModule[];
  sortable?: boolean;
}

function adminList(entry: AdminRouteEntry): RouteDef[] {
  const { name, segment, formSegment, sortable } = entry;
  const permissions = entry.permissions as PermissionRequirement;
  const licences = entry.licences ? { licences: entry.licences } : {};
  const form = (path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
    name: `${name}Form`,
    path,
    modal: { parent: name },
    ...extra,
  });
  const sort: RouteDef[] = sortable
    ? [{ name: `${name}Sort`, path: `/admin/${segment}/sort`, modal: { parent: name } }]
    : [];
  // A form path that differs from the list path is not nested under it; it still stacks over the list.
  if (formSegment)
    return [
      {
        name,
        path: `/admin/${segment}`,
        permissions,
        ...licences,
        ...(sort.length ? { children: sort } : {}),
      },
      form(`/admin/${formSegment}/edit/:id?`, { permissions, ...licences }),
    ];
  return [
    {
      name,
      path: `/admin/${segment}`,
      permissions,
      ...licences,
      children: [form(`/admin/${segment}/edit/:id?`), ...sort],
    },
  ];
}

/** The admin area's entity lists, in the admin menu's order. */
export const entityRoutes = (entries: readonly AdminRouteEntry[] = ADMIN_ROUTES): RouteDef[] =>
  entries.flatMap(adminList);
