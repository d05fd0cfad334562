// What the phone steps do (format-phones.ts): the twin's simulated phones (twin/src/phones, XState actors on the
// scenario's clock) pair with a free app client of app management and log in over the backend's app gateway
// (/ws/app, docs/protocols.md §7) as a real phone would; a step's action is sent from that phone and its answer
// (nothing, or Refused with a key) judged. App settings change through GraphQL as the administrator.
import { SimulatedPhone, type PhoneBehaviour } from '@cs/twin';
import type { PhoneStep } from './format-phones.ts';
import type { Simulation } from './simulation.ts';
import type { ActionOutcome } from './sync-actions.ts';

type Fleet = { phones: Map<string, SimulatedPhone>; tokens: Set<string> };
const fleets = new WeakMap<Simulation, Fleet>();

function fleetOf(sim: Simulation): Fleet {
  let fleet = fleets.get(sim);
  if (!fleet) fleets.set(sim, (fleet = { phones: new Map(), tokens: new Set() }));
  return fleet;
}

/** The phone an app user logged in on in this run, if any. */
export const phoneOf = (sim: Simulation, user: string): SimulatedPhone | undefined =>
  fleets.get(sim)?.phones.get(user);

export function stopPhones(sim: Simulation): void {
  for (const phone of fleets.get(sim)?.phones.values() ?? []) phone.stop();
}

const judged = (want: string, seen: string, detail: string): ActionOutcome => ({
  ok: seen === want,
  detail: seen === want ? detail : `${detail}, expected ${want}`,
});

/** A login takes one scrypt verification on the thread pool, which the quiet detector cannot see: wait for it. */
const LOGIN_WALL_MS = 60_000;

export async function playPhoneStep(
  sim: Simulation,
  systemId: number,
  step: PhoneStep,
): Promise<ActionOutcome> {
  switch (step.kind) {
    case 'phoneLogin':
      return login(sim, systemId, step);
    case 'phoneAction':
      return act(sim, systemId, step);
    case 'appSettings': {
      const answer = await sim.graphql(
        'mutation($i: AppSettingsInput!) { updateAppSettings(input: $i) { timeouts_escalation } }',
        { i: step.settings },
        { system: systemId, user: 'admin' },
      );
      const seen = answer.errors?.length ? String(answer.errors[0]!.extensions?.code ?? 'error') : 'ok';
      return judged(step.outcome, seen, `updateAppSettings answered ${seen}`);
    }
    default:
      return { ok: false, detail: `${step.kind} is not a phone action` };
  }
}

async function login(
  sim: Simulation,
  systemId: number,
  step: Extract<PhoneStep, { kind: 'phoneLogin' }>,
): Promise<ActionOutcome> {
  const fleet = fleetOf(sim);
  if (fleet.phones.has(step.user)) return { ok: false, detail: `${step.user} already has a phone` };
  const clients = await sim.graphql<{ appClients: Array<{ id: number; pairing_token: string | null }> }>(
    '{ appClients { id pairing_token } }',
    {},
    { system: systemId, user: 'admin' },
  );
  const free = clients.data?.appClients.find((c) => c.pairing_token && !fleet.tokens.has(c.pairing_token));
  if (clients.errors?.length)
    return { ok: false, detail: `appClients answered ${clients.errors.map((e) => e.message).join('; ')}` };
  if (!free?.pairing_token)
    return judged(step.outcome, 'no_free_client', 'app management has no unpaired app client left');
  fleet.tokens.add(free.pairing_token);
  const behaviour: PhoneBehaviour = {
    answer: step.answer === 'silent' ? 'ignore' : step.answer,
    responseMeanS: step.responseS,
    walkMeanS: step.walkS,
    lossEveryMeanMin: 0,
    lossMeanS: 0,
  };
  const phone = new SimulatedPhone({
    url: `${sim.server.url.replace(/^http/, 'ws')}/ws/app`,
    token: free.pairing_token,
    user: step.user,
    password: step.user,
    behaviour,
    seed: step.seed,
    clock: sim.clock,
    // An answering nurse presses presence at the door herself (the phone machine's arrival).
    onArrived: (device) => sim.twin(systemId).press(device, 'presence'),
  });
  fleet.phones.set(step.user, phone);
  phone.start();
  const deadline = performance.now() + LOGIN_WALL_MS;
  let refused: string | undefined;
  while (!phone.actor.getSnapshot().matches({ duty: 'ready' })) {
    refused = phone.received.find((m) => m.type === 'Refused')?.key;
    if (refused) break;
    if (performance.now() > deadline) {
      refused = 'no_answer';
      break;
    }
    await sim.settle();
  }
  await sim.settle();
  const seen = refused ?? 'ok';
  if (seen !== 'ok') {
    phone.stop();
    fleet.phones.delete(step.user);
  }
  return judged(
    step.outcome,
    seen,
    seen === 'ok'
      ? `${step.user}'s phone paired (app client ${free.id}) and logged in`
      : `${step.user}'s phone: ${seen}`,
  );
}

async function act(
  sim: Simulation,
  systemId: number,
  step: Extract<PhoneStep, { kind: 'phoneAction' }>,
): Promise<ActionOutcome> {
  const phone = phoneOf(sim, step.user);
  if (!phone) return { ok: false, detail: `${step.user} is not logged in on a phone (phoneLogin first)` };
  // The call as her phone shows it; one it does not show (to prove a refusal) by the gateway's id for it.
  const callId =
    [...phone.calls.values()].find((c) => c.device_number === step.device)?.id ??
    sim.services.appGateway.router.offers(systemId).find((o) => o.call.number === step.device)?.key;
  if (!callId) return judged(step.outcome, 'no_call', `no open call of device ${step.device} for the phones`);
  const before = phone.received.length;
  if (!phone.send({ type: 'Action', call_id: callId, action: step.action }))
    return judged(step.outcome, 'offline', `${step.user}'s phone is not connected`);
  await sim.settle();
  const refusal = phone.received.slice(before).find((m) => m.type === 'Refused');
  const seen = refusal?.type === 'Refused' ? refusal.key : 'ok';
  if (seen === 'ok' && step.action === 'NFC' && step.presence) {
    sim.twin(systemId).press(step.device, 'presence');
    await sim.settle();
  }
  return judged(step.outcome, seen, `${step.action} from ${step.user}'s phone answered ${seen}`);
}
