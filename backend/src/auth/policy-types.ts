// What an entry of the authorization table (policy.ts) is, apart from the table so the entities' entries it
// includes (crud/policy-entries.ts) name it without importing the table (no import cycle: ARCHITECTURE §2).
import type { LicenceModule, PermissionCode } from './permissions.ts';

/** What one way into an operation needs: permissions (all, or any when any: true), licence modules, area. */
export interface Gate {
  permissions?: PermissionCode[];
  any?: boolean;
  licences?: LicenceModule[];
  /**
   * the permissions of the area the operation belongs to, required on top of its own (spec 01 §2: the
   * admin area's lists need admin::use_module besides their own permission, as /admin does)
   */
  area?: PermissionCode[];
}

export type Policy =
  | 'public'
  | (Gate & {
      session: true;
      /**
       * further ways in, each judged on its own (spec 01 §2: display groups are the admin area's
       * admin::manage_system and app management's app::manage_display_groups); passing one suffices
       */
      or?: Gate[];
      /**
       * usable while the password is temporary (spec 02 §6: a temporary password forces a new one): such a
       * session may only set its password and read what the console's shell needs; logout is REST
       */
      whileTemporary?: true;
      /** the audited entity of a mutation (defaults to the field name) */
      entity?: string;
    });
