// What a route of the table is (route-table.ts), apart from the table so the admin routes it includes
// (admin-routes.ts) name it without importing the table (no import cycle: ARCHITECTURE §2).
import type { LicenceModule, PermissionCode } from '@cs/rules';

/** A permissions list starting with this marker needs any one of the rest (spec 01 §2 route guard rules). */
export const ANY = '@any' as const;
export type PermissionRequirement = readonly [typeof ANY, ...PermissionCode[]] | readonly PermissionCode[];

/** Conditions beyond permissions and licences that hide a child (spec 01 §2 app management). */
export type RouteCondition = 'appSubscriptionsEnabled';

export interface RouteDef {
  name: string;
  /** Absolute path in React Router syntax. */
  path: string;
  /** Defaults to true: every route not marked false needs a logged-in user. */
  authRequired?: boolean;
  permissions?: PermissionRequirement;
  licences?: readonly LicenceModule[];
  condition?: RouteCondition;
  /** Modal routes stack over their parent (named) and re-pass params when closed: parent param -> own param. */
  modal?: { parent: string; params?: Readonly<Record<string, string>> };
  redirectToFirstAvailableChild?: boolean;
  /** A plain redirect; `:param` segments are filled from the matched params, `?` adds query params. */
  redirect?: string;
  /** Where 'back' leads on mobile-style pages (spec 01 §2 mobile-style layout). */
  back?: string;
  children?: readonly RouteDef[];
}
