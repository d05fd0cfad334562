// The signed-in user as the console sees them (spec 01 §3 app data: id 0 when nobody is logged in) and
// what they may do. The console decides what to show by these; the backend enforces the same catalogue.
import { ALL_PERMISSIONS, type PermissionCode } from './permissions.ts';

export interface Viewer {
  id: number;
  is_superuser: boolean;
  permissions: readonly { code: string }[];
}

/** Spec 01 §3: id 0 means not logged in; spec 01 §2 treats ids below 1 as anonymous. */
export const isLoggedIn = (viewer: Viewer | null | undefined): viewer is Viewer => !!viewer && viewer.id >= 1;

/** The codes the viewer holds: none when anonymous, all for a superuser (roles ignored, spec 01 §6). */
export function viewerPermissions(viewer: Viewer | null | undefined): readonly string[] {
  if (!isLoggedIn(viewer)) return [];
  return viewer.is_superuser ? ALL_PERMISSIONS : viewer.permissions.map((p) => p.code);
}

export const can = (viewer: Viewer | null | undefined, code: PermissionCode): boolean =>
  viewerPermissions(viewer).includes(code);

/** An empty requirement is always satisfied (spec 01 §6). */
export const canAll = (viewer: Viewer | null | undefined, codes: readonly PermissionCode[]) =>
  codes.every((c) => can(viewer, c));
export const canAny = (viewer: Viewer | null | undefined, codes: readonly PermissionCode[]) =>
  codes.length === 0 || codes.some((c) => can(viewer, c));
