// What the server's frames carry (docs/protocols.md §7 Payloads): a call as a phone shows it and a member of the
// nurse's team. Each field says what it means (`.describe()`): the protocol document's tables are generated from it.
import { z } from 'zod';
import { id, instant } from '../gets/wire.ts';
import { URGENCIES } from '../vocabulary.ts';

/** A call as a phone shows it. */
export const appCall = z
  .object({
    id: z
      .string()
      .describe(
        'the call as the phones know it: `<system>-<call id>-<opened_at ms>` (the call system restarts its ids); `Action`, `Delivery` and `CallRemoved` name it so',
      ),
    system_id: id.describe('the call system (spec 02 §3 system) the call is in'),
    device_number: id.describe('the device that called: its system tree node id (spec 01 §3)'),
    device_text: z
      .string()
      .nullable()
      .describe("the device's text, long if it has one, else short (`Zimmer 102`); null when it has none"),
    section_name: z.string().nullable().describe("the device's section (ward); null when it has none"),
    call_type_text: z
      .string()
      .nullable()
      .describe('the call type as the call system names it; null when unnamed'),
    urgency: z.enum(URGENCIES).describe("the call type's urgency: what the phone shows first and how loudly"),
    color: z.string().nullable().describe("the call type's colour (`#RRGGBB`); null: the urgency's colour"),
    opened_at: instant.describe('when the call opened (the elapsed time counts from it)'),
    handled_by: z
      .string()
      .nullable()
      .describe(
        'the app user who accepted it (display name when display names are enabled); null while nobody has',
      ),
    offer: z
      .enum(['offered', 'escalated', 'resent'])
      .describe(
        'why this phone has it: first offer (priority users first), escalation to the whole group, or a resend',
      ),
    may_accept: z
      .boolean()
      .describe(
        'this phone may send `Accepted` for it now. False when the user’s group may only reject (RejectOnly, spec 02 §3 app user group: `Accepted` is refused `reject_only`) and once the call is accepted (her own accepted call says false: she may release it, not accept it again)',
      ),
  })
  .describe('a call as a phone shows it, in `Call` and `Calls`');
export type AppCall = z.infer<typeof appCall>;

/** A member of the nurse's group as the team view shows her (spec 02 §3 team_view_enabled). */
export const teamMember = z
  .object({
    user: z.string().describe('her user name'),
    display_name: z.string().describe('her display name (the user name when display names are off)'),
    logged_in: z.boolean().describe('logged in on a phone (a phone without reception stays logged in)'),
    handling: z
      .array(
        z.object({
          call_id: z.string().describe('the call (`Call.id`)'),
          device_text: z.string().nullable().describe("the device's text, as `Call.device_text`"),
          arrived: z
            .boolean()
            .nullable()
            .describe("she is at the resident's (`NFC`); null while `hide_presences` is on"),
        }),
      )
      .describe('the calls she has accepted'),
  })
  .describe("a member of the nurse's app user group, in `Team`");
export type TeamMember = z.infer<typeof teamMember>;
