// The phone steps of the scenario library (issue 19; spec 02 §3 app client, call actions, §9 app timeouts), played
// the same way by the scenario runner (scenarios/runner/phones.ts, on the simulated clock) and by trainer mode
// (scenario-player.ts, live in the demo): a nurse's phone pairs with a free app client and logs in over the app
// gateway (/ws/app, docs/protocols.md §7) as a real phone would; a step's action is sent from that phone and its
// answer (nothing, or Refused with a key) judged; app settings change as the administrator changes them. What
// differs between the two is the stage (PhoneStage): where a phone comes from, how a free client is found, how
// settings are written and how long to let the system settle.
import type { AppAction, AppClientMessage, AppServerMessage } from '@cs/contracts/app';

/** How the nurse answers on her own: 'silent' does nothing unless a step says so (the scripted nurse). */
export type PhoneAnswer = 'accept' | 'reject' | 'silent';

/** The phone steps that act (format-phones.ts in the scenario runner builds them; its expectations only look). */
export type PhoneActionStep =
  | {
      kind: 'phoneLogin';
      user: string;
      answer: PhoneAnswer;
      responseS: number;
      walkS: number;
      seed: number;
      /** 'ok' or the gateway's refusal key (login_failed, license_limit_reached, ...) */
      outcome: string;
    }
  | {
      kind: 'phoneAction';
      user: string;
      device: number;
      action: AppAction;
      /** NFC: the nurse also presses presence at the device (her arrival, which ends the call, spec 02 §4) */
      presence: boolean;
      /** 'ok' or the refusal key of Action (not_offered, reject_only, already_accepted, not_yours, ...) */
      outcome: string;
    }
  | { kind: 'appSettings'; settings: Record<string, boolean | number>; outcome: string };

export const PHONE_ACTION_KINDS = new Set<string>(['phoneLogin', 'phoneAction', 'appSettings']);

/** A simulated phone as the steps use it (the twin's SimulatedPhone). */
export interface StagePhone {
  start(): void;
  stop(): void;
  send(message: AppClientMessage): boolean;
  /** logged in and free for a call */
  readonly ready: boolean;
  readonly calls: ReadonlyMap<string, { id: string; device_number: number }>;
  readonly received: readonly AppServerMessage[];
}

export interface PhoneBehaviourInput {
  answer: 'accept' | 'reject' | 'ignore';
  responseMeanS: number;
  walkMeanS: number;
  lossEveryMeanMin: number;
  lossMeanS: number;
}

export interface PhoneStage {
  /** a free app client's pairing token for this user's phone, or why there is none */
  claimClient(
    systemId: number,
    user: string,
    taken: ReadonlySet<string>,
  ): Promise<{ id: number; token: string } | { key: string; detail: string }>;
  /** the administrator changes the app settings: 'ok' or the error's code */
  updateAppSettings(systemId: number, settings: Record<string, boolean | number>): Promise<string>;
  createPhone(
    systemId: number,
    phone: { token: string; user: string; password: string; behaviour: PhoneBehaviourInput; seed: number },
  ): StagePhone;
  press(systemId: number, device: number, button: 'presence'): void;
  /** the gateway's id of the open call of a device (to prove a refusal for a call the phone does not show) */
  offerKey(systemId: number, device: number): string | undefined;
  /** lets messages and timers of the moment play out */
  settle(): Promise<void>;
}

/** The phones of one run (or one play of a scenario), by app user, and the pairing tokens they used. */
export interface PhoneFleet {
  phones: Map<string, StagePhone>;
  tokens: Set<string>;
}

export const newFleet = (): PhoneFleet => ({ phones: new Map(), tokens: new Set() });

export function stopFleet(fleet: PhoneFleet): void {
  for (const phone of fleet.phones.values()) phone.stop();
  fleet.phones.clear();
  fleet.tokens.clear();
}

export interface PhoneOutcome {
  ok: boolean;
  detail: string;
}

const judged = (want: string, seen: string, detail: string): PhoneOutcome => ({
  ok: seen === want,
  detail: seen === want ? detail : `${detail}, expected ${want}`,
});

/** A login takes one scrypt verification on the thread pool, which no quiet detector can see: wait for it. */
const LOGIN_WALL_MS = 60_000;

export async function playPhoneAction(
  stage: PhoneStage,
  fleet: PhoneFleet,
  systemId: number,
  step: PhoneActionStep,
): Promise<PhoneOutcome> {
  switch (step.kind) {
    case 'phoneLogin':
      return login(stage, fleet, systemId, step);
    case 'phoneAction':
      return act(stage, fleet, systemId, step);
    case 'appSettings': {
      const seen = await stage.updateAppSettings(systemId, step.settings);
      return judged(step.outcome, seen, `updateAppSettings answered ${seen}`);
    }
  }
}

async function login(
  stage: PhoneStage,
  fleet: PhoneFleet,
  systemId: number,
  step: Extract<PhoneActionStep, { kind: 'phoneLogin' }>,
): Promise<PhoneOutcome> {
  if (fleet.phones.has(step.user)) return { ok: false, detail: `${step.user} already has a phone` };
  const client = await stage.claimClient(systemId, step.user, fleet.tokens);
  if ('key' in client)
    return client.key === 'no_free_client'
      ? judged(step.outcome, client.key, client.detail)
      : { ok: false, detail: client.detail };
  fleet.tokens.add(client.token);
  const phone = stage.createPhone(systemId, {
    token: client.token,
    user: step.user,
    password: step.user,
    behaviour: {
      answer: step.answer === 'silent' ? 'ignore' : step.answer,
      responseMeanS: step.responseS,
      walkMeanS: step.walkS,
      lossEveryMeanMin: 0,
      lossMeanS: 0,
    },
    seed: step.seed,
  });
  fleet.phones.set(step.user, phone);
  phone.start();
  const deadline = performance.now() + LOGIN_WALL_MS;
  let refused: string | undefined;
  while (!phone.ready) {
    refused = phone.received.find((m) => m.type === 'Refused')?.key;
    if (refused) break;
    if (performance.now() > deadline) {
      refused = 'no_answer';
      break;
    }
    await stage.settle();
  }
  await stage.settle();
  const seen = refused ?? 'ok';
  if (seen !== 'ok') {
    phone.stop();
    fleet.phones.delete(step.user);
  }
  return judged(
    step.outcome,
    seen,
    seen === 'ok'
      ? `${step.user}'s phone paired (app client ${client.id}) and logged in`
      : `${step.user}'s phone: ${seen}`,
  );
}

async function act(
  stage: PhoneStage,
  fleet: PhoneFleet,
  systemId: number,
  step: Extract<PhoneActionStep, { kind: 'phoneAction' }>,
): Promise<PhoneOutcome> {
  const phone = fleet.phones.get(step.user);
  if (!phone) return { ok: false, detail: `${step.user} is not logged in on a phone (phoneLogin first)` };
  // The call as her phone shows it; one it does not show (to prove a refusal) by the gateway's id for it.
  const callId =
    [...phone.calls.values()].find((c) => c.device_number === step.device)?.id ??
    stage.offerKey(systemId, step.device);
  if (!callId) return judged(step.outcome, 'no_call', `no open call of device ${step.device} for the phones`);
  const before = phone.received.length;
  if (!phone.send({ type: 'Action', call_id: callId, action: step.action }))
    return judged(step.outcome, 'offline', `${step.user}'s phone is not connected`);
  await stage.settle();
  const refusal = phone.received.slice(before).find((m) => m.type === 'Refused');
  const seen = refusal?.type === 'Refused' ? refusal.key : 'ok';
  if (seen === 'ok' && step.action === 'NFC' && step.presence) {
    stage.press(systemId, step.device, 'presence');
    await stage.settle();
  }
  return judged(step.outcome, seen, `${step.action} from ${step.user}'s phone answered ${seen}`);
}
