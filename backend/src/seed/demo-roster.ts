// The wards' care staff in the demo facility (issue 19): every nurse of each ward's roster (the twin's ward
// generator, twin/src/ward/roster.ts) is an app user in her section's app user group, with her own phone, an app
// client paired at the facility's setup. The demo's shift (demo/demo-shift.ts) runs a simulated phone for each
// nurse on the current shift. One function gives the seed and the shift the same nurses, phones and names.
import type { RosterNurse, Ward } from '@cs/twin';
import type { AppClientRecord, AppUserGroupRecord, AppUserRecord } from '../store/config-types.ts';

/** The roster nurses' password (the demo's own logins say theirs in docs/team-contract.md). */
export const ROSTER_PASSWORD = 'dienst';
/** The three phones before them are the demo's embedded browser clients (demo-app.ts). */
export const FIRST_ROSTER_CLIENT_ID = 4;
/** The permissions a phone needs to ring reliably (spec 02 §3): a roster phone has them all. */
const GRANTED = ['post_notifications', 'full_screen_intents', 'ignore_battery_optimisation', 'exact_alarms'];

export interface RosterPhone {
  systemId: number;
  /** the nurse's app client */
  clientId: number;
  /** her login name, unique in the installation (app users log in by name) */
  user: string;
  nurse: RosterNurse;
}

/** Every roster nurse of the given wards with her phone, in a fixed order (system, then the ward's roster). */
export function rosterPhones(wards: ReadonlyArray<{ systemId: number; ward: Ward }>): RosterPhone[] {
  const taken = new Set<string>();
  const phones: RosterPhone[] = [];
  for (const { systemId, ward } of wards)
    for (const nurse of ward.roster) {
      let user = nurse.user;
      for (let n = systemId; taken.has(user); n++) user = `${nurse.user}${n}`;
      taken.add(user);
      phones.push({ systemId, clientId: FIRST_ROSTER_CLIENT_ID + phones.length, user, nurse });
    }
  return phones;
}

/** The roster nurses of one system as app users, ids after `firstId`, in their section's group. */
export function rosterAppUsers(
  phones: readonly RosterPhone[],
  systemId: number,
  groups: readonly AppUserGroupRecord[],
  firstId: number,
  passwordHash: string,
): AppUserRecord[] {
  return phones
    .filter((p) => p.systemId === systemId)
    .flatMap((p) => {
      const group = groups.find((g) => g.section_id === p.nurse.section_id);
      return group ? [{ user: p.user, display: p.nurse.display, group: group.id }] : [];
    })
    .map((u, i) => ({
      id: firstId + i,
      name: u.user,
      current_display_name: u.display,
      app_user_group_id: u.group,
      password_hash: passwordHash,
    }));
}

/**
 * The roster's phones, paired at setup (`registration`). Their secret is the phone's own: the demo's shift gives
 * each a fresh one when it starts the phones (its hash replaces this null), as a phone re-paired in the ward would.
 */
export const rosterAppClients = (phones: readonly RosterPhone[], setupIso: string): AppClientRecord[] =>
  phones.map((p) => ({
    id: p.clientId,
    name: `Telefon ${p.nurse.display}`,
    phone_number: `+41 79 555 ${String(100 + p.clientId).padStart(2, '0')}`,
    server_url: 'http://pflegeheim.local',
    pairing_token: null,
    pairing_token_issued_at: null,
    registration: setupIso,
    permissions: [...GRANTED],
    secret_hash: null,
    demo_client: false,
  }));
