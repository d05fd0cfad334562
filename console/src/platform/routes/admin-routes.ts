// The entity lists of spec 01 §2 that the backend's entity descriptions bring (codegen writes
// crud/generated/admin-routes.ts): each list with its modal edit/:id? form and, where the entity has a
// sort page, its /sort modal, under the area the description names (react-admin style: a resource carries its
// base path; /admin unless it says /appmanagement). Permissions and licences are the description's, never
// restated here.
import type { LicenceModule, PermissionCode } from '@cs/rules';
import { ADMIN_ROUTES } from '../../crud/generated/admin-routes.ts';
import type { PermissionRequirement, RouteDef } from './route-def.ts';

export type ResourceArea = 'admin' | 'appmanagement' | 'tree';

export interface AdminRouteEntry {
  /** the route name of the list (the form is `${name}Form`, the sort page `${name}Sort`) */
  name: string;
  /** the area whose path the list lives under (default admin) */
  area?: ResourceArea;
  segment: string;
  formSegment?: string;
  /** the form's :id is required (spec 01 §2 clients/edit/:id); a new record opens as -1 */
  idRequired?: boolean;
  permissions: readonly ('@any' | PermissionCode)[];
  licences?: readonly LicenceModule[];
  sortable?: boolean;
  /**
   * the list is a section of this single page (its route name: the settings' probable-defect monitors): no list route;
   * the form, beside the page in the table, opens over it
   */
  page?: string;
}

export const areaOf = (entry: Pick<AdminRouteEntry, 'area'>): ResourceArea => entry.area ?? 'admin';

function entityList(entry: AdminRouteEntry): RouteDef[] {
  const { name, segment, formSegment, sortable } = entry;
  const base = `/${areaOf(entry)}`;
  const id = entry.idRequired ? ':id' : ':id?';
  const permissions = entry.permissions as PermissionRequirement;
  const licences = entry.licences ? { licences: entry.licences } : {};
  const form = (path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
    name: `${name}Form`,
    path,
    modal: { parent: name },
    ...extra,
  });
  const sort: RouteDef[] = sortable
    ? [{ name: `${name}Sort`, path: `${base}/${segment}/sort`, modal: { parent: name } }]
    : [];
  if (entry.page)
    return [form(`${base}/${segment}/edit/${id}`, { permissions, modal: { parent: entry.page } })];
  // A form path that differs from the list path is not nested under it; it still stacks over the list.
  if (formSegment)
    return [
      {
        name,
        path: `${base}/${segment}`,
        permissions,
        ...licences,
        ...(sort.length ? { children: sort } : {}),
      },
      form(`${base}/${formSegment}/edit/${id}`, { permissions, ...licences }),
    ];
  return [
    {
      name,
      path: `${base}/${segment}`,
      permissions,
      ...licences,
      children: [form(`${base}/${segment}/edit/${id}`), ...sort],
    },
  ];
}

/** The entity lists of one area, in the order of the descriptions (the admin menu's order). */
export const entityRoutes = (
  area: ResourceArea = 'admin',
  entries: readonly AdminRouteEntry[] = ADMIN_ROUTES,
): RouteDef[] => entries.filter((e) => areaOf(e) === area).flatMap(entityList);

/** One entity list (and its form) by route name, e.g. to place it among an area's other pages. */
export const entityRoute = (name: string, entries: readonly AdminRouteEntry[] = ADMIN_ROUTES): RouteDef[] =>
  entityList(
    entries.find((e) => e.name === name) ??
      (() => {
        throw new Error(`no entity route ${name}`);
      })(),
  );
