// The team view (spec 02 §3 app setting team_view_enabled; docs/protocols.md §7 Team): a nurse's phone shows her
// group's members, whether each is logged in on a phone and which calls each has accepted; with hide_presences
// on, not whether she is already at the resident's (her presence).
import type { TeamMember } from '@cs/contracts/app';
import type { AppSettingsRecord } from '../app-management/app-settings.ts';
import type { AppSession } from './app-session.ts';
import type { SystemDoc } from '../../store/config-types.ts';
import type { CallOffer } from './call-offer.ts';
import { shownName } from './call-selection.ts';

export function teamOf(
  doc: SystemDoc,
  groupId: number,
  settings: AppSettingsRecord,
  loggedIn: ReadonlySet<number>,
  offers: readonly CallOffer[],
): TeamMember[] {
  return (doc.app_users ?? [])
    .filter((u) => u.app_user_group_id === groupId)
    .map((u) => ({
      user: u.name,
      display_name: shownName(u, settings),
      logged_in: loggedIn.has(u.id),
      handling: offers
        .filter((o) => o.acceptedBy?.userId === u.id)
        .map((o) => ({
          call_id: o.key,
          device_text: o.call.device_text_long || o.call.device_text_short || null,
          arrived: settings.hide_presences ? null : o.arrived,
        })),
    }));
}

/** The team view to each logged-in phone of the system whose view changed: each group's view is built once. */
export function sendTeamViews(
  sessions: Iterable<AppSession>,
  systemId: number,
  viewOf: (groupId: number) => TeamMember[],
  at: string,
): void {
  // per group: its members and their text, which tells whether a phone already has this view
  const views = new Map<number, { members: TeamMember[]; text: string }>();
  for (const session of sessions) {
    if (!session.user || session.systemId !== systemId) continue;
    const groupId = session.user.app_user_group_id;
    let view = views.get(groupId);
    if (!view) {
      const members = viewOf(groupId);
      views.set(groupId, (view = { members, text: JSON.stringify(members) }));
    }
    if (session.team === view.text) continue;
    try {
      session.send({ type: 'Team', members: view.members, at });
      session.team = view.text;
    } catch {
      // a connection closing meanwhile: the phone gets its view after its next Hello; the others still get theirs
    }
  }
}
