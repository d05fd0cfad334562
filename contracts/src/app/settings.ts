// Spec 02 §3 app settings as the phones live by them: which switches exist, and the bounds of the timeouts (spec 02
// §9 names the units; the values are docs/decisions/app-management.md). The one statement of these facts: app
// management refuses a value outside them (backend app-settings.ts) and docs/protocols.md §7's table is generated
// from this schema (scripts/app-protocol-tables.ts).
import { z } from 'zod';

/** The switches, each with what it changes for the phones. */
const FLAGS = {
  display_names_enabled:
    "phones, team views, display cards and the call log show an app user's display name instead of her user name",
  hide_presences: 'the team view does not show whether a colleague is at the resident’s (`arrived` is null)',
  logout_disabled: 'a nurse cannot log out on her phone (`Logout` is refused `logout_disabled`)',
  logout_on_charge: 'a phone put on its charger is logged out (`Battery` with `charging: true`)',
  sos_send_to_all_users:
    'an emergency call is offered to every app user of the system, not only those it selects',
  subscriptions_confirmation_required:
    'a subscription a user makes waits for an administrator’s confirmation',
  subscriptions_enabled: 'subscription views add their users to the calls of their elements',
  subscriptions_user_defined: 'app users may subscribe to elements themselves',
  team_view_enabled: 'phones get `Team` updates: their group, who is logged in and who has which call',
} as const;

export const APP_FLAGS = Object.keys(FLAGS) as Array<keyof typeof FLAGS>;

/** Escalation, release and resend in seconds, relevant alerts and calls in hours; [min, max], inclusive. */
export const APP_TIMEOUTS = {
  timeouts_escalation: [5, 3_600],
  timeouts_release: [30, 86_400],
  timeouts_relevant_alerts: [1, 168],
  timeouts_relevant_calls: [1, 168],
  timeouts_resend: [5, 3_600],
} as const;

const TIMEOUT_MEANINGS: Record<keyof typeof APP_TIMEOUTS, string> = {
  timeouts_escalation:
    'seconds an offered call waits for an `Accepted` before it goes to the whole group (`escalated`)',
  timeouts_release:
    'seconds an accepted call may wait for its acceptor’s `NFC` before it is offered to the others again (`Timeout`)',
  timeouts_relevant_alerts: 'hours an alert stays listed on the phones',
  timeouts_relevant_calls: 'hours a call stays listed on the phones',
  timeouts_resend: 'seconds between resends (`resent`) of a call nobody accepted after its escalation',
};

const timeout = (field: keyof typeof APP_TIMEOUTS) =>
  z.int().min(APP_TIMEOUTS[field][0]).max(APP_TIMEOUTS[field][1]).describe(TIMEOUT_MEANINGS[field]);

/** The app settings record (app management's `appSettings`), each field described. */
export const appSettings = z.object({
  ...(Object.fromEntries(
    Object.entries(FLAGS).map(([flag, meaning]) => [flag, z.boolean().describe(meaning)]),
  ) as Record<keyof typeof FLAGS, z.ZodBoolean>),
  ...(Object.fromEntries(
    (Object.keys(APP_TIMEOUTS) as Array<keyof typeof APP_TIMEOUTS>).map((f) => [f, timeout(f)]),
  ) as Record<keyof typeof APP_TIMEOUTS, z.ZodInt>),
});
export type AppSettings = z.infer<typeof appSettings>;
