// Scenario steps for the care staff's phones (issue 19; spec 02 §3 app client, app user, call actions, §9 app
// timeouts; docs/protocols.md §7): the twin's simulated phones (twin/src/phones) pair and log in as app users of
// the facility, and either answer on their own (a seeded response time) or stay silent and do exactly what the
// scenario says: accept, reject, release, report their presence at the door (NFC). The server's escalation,
// resend and release timeouts run on the scenario's simulated clock; the expectations read the call log's
// action timeline, the display card's handler and what a phone shows.
import type { AppAction, AppCall } from '@cs/contracts/app';
import type { PhoneActionStep, PhoneAnswer } from '../../backend/src/demo/phone-steps.ts';

export type { PhoneAnswer };
import { located, type StepBase } from './location.ts';

/** One entry of a logged call's action timeline (spec 02 §3 call log): OPENED, Rejected, Escalated, ..., CLOSED. */
export interface TimelineMatch {
  kind: string;
  /** the app user's name as the log shows it (display name when display names are enabled); null: nobody */
  by?: string | null;
  /** whole seconds after the call opened */
  offset?: number;
}

// The acting steps are shared with trainer mode, which plays them too (backend/src/demo/phone-steps.ts).
export type PhoneStep =
  | PhoneActionStep
  | { kind: 'expectPhone'; user: string; devices: number[]; offer?: AppCall['offer'] }
  | { kind: 'expectCallTimeline'; device: number; events: TimelineMatch[] }
  | { kind: 'expectHandledBy'; device: number; name: string | null };

export const PHONE_STEP_KINDS = new Set<string>([
  'phoneLogin',
  'phoneAction',
  'appSettings',
  'expectPhone',
  'expectCallTimeline',
  'expectHandledBy',
]);

type Extra = { system?: number; label?: string };
type Outcome = { outcome?: string };
const step = (s: PhoneStep & Extra): PhoneStep & StepBase => located(s);

/**
 * The app user's phone pairs (a free app client of app management) and she logs in (password = name in the demo).
 * `answer` 'silent' (default): she only does what later steps say; 'accept'/'reject': she answers every call on
 * her own after a seeded response time (mean `responseS`), and after accepting walks (mean `walkS`) to the door.
 */
export const phoneLogin = (
  user: string,
  opts: Extra & Outcome & { answer?: PhoneAnswer; responseS?: number; walkS?: number; seed?: number } = {},
) =>
  step({
    kind: 'phoneLogin',
    user,
    answer: opts.answer ?? 'silent',
    responseS: opts.responseS ?? 20,
    walkS: opts.walkS ?? 60,
    seed: opts.seed ?? 1,
    outcome: opts.outcome ?? 'ok',
    system: opts.system,
    label: opts.label,
  });

const action =
  (name: AppAction) =>
  (user: string, device: number, extra: Extra & Outcome = {}) =>
    step({ kind: 'phoneAction', user, device, action: name, presence: false, outcome: 'ok', ...extra });

/** She takes the call of the device on her phone (Accepted): it leaves the other phones, the display shows her. */
export const phoneAccept = action('Accepted');
/** She turns the call down (Rejected); a RejectOnly group's phone may only do this. */
export const phoneReject = action('Rejected');
/** She gives an accepted call back (Released): it is offered to the others again. */
export const phoneRelease = action('Released');
/** She is at the resident's door: NFC on her phone, then (unless `presence: false`) presence on the device. */
export const phoneArrive = (
  user: string,
  device: number,
  extra: Extra & Outcome & { presence?: boolean } = {},
) =>
  step({
    kind: 'phoneAction',
    user,
    device,
    action: 'NFC',
    outcome: 'ok',
    ...extra,
    presence: extra.presence ?? true,
  });

/** The administrator changes the app settings (spec 02 §3 app settings, §9 timeouts in seconds). */
export const appSettings = (settings: Record<string, boolean | number>, extra: Extra & Outcome = {}) =>
  step({ kind: 'appSettings', settings, outcome: 'ok', ...extra });

/** The calls on her phone now, by device (sorted); [] when it shows none; `offer`: how each last reached her. */
export const expectPhone = (
  user: string,
  devices: number[],
  extra: Extra & { offer?: AppCall['offer'] } = {},
) => step({ kind: 'expectPhone', user, devices, ...extra });
/** The last logged (closed) call of the device: its whole action timeline, in order, exactly these entries. */
export const expectCallTimeline = (device: number, events: TimelineMatch[], extra: Extra = {}) =>
  step({ kind: 'expectCallTimeline', device, events, ...extra });
/** The display card of the device's open call shows this app user handling it (handled_by_app_username). */
export const expectHandledBy = (device: number, name: string | null, extra: Extra = {}) =>
  step({ kind: 'expectHandledBy', device, name, ...extra });
