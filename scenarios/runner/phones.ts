// The phone steps (format-phones.ts) in the scenario runner: the twin's simulated phones (twin/src/phones, XState
// actors on the scenario's clock) pair with a free app client of app management and log in over the backend's app
// gateway. How a step plays is shared with trainer mode (backend/src/demo/phone-steps.ts); this is the runner's
// stage: clients and settings through GraphQL as the administrator, the simulation's quiet detector to settle.
import { z } from 'zod';
import { SimulatedPhone } from '@cs/twin';
import {
  newFleet,
  playPhoneAction,
  stopFleet,
  type PhoneFleet,
  type PhoneStage,
} from '../../backend/src/demo/phone-steps.ts';
import type { PhoneStep } from './format-phones.ts';
import type { Simulation } from './simulation.ts';
import type { ActionOutcome } from './sync-actions.ts';

const fleets = new WeakMap<Simulation, PhoneFleet>();

function fleetOf(sim: Simulation): PhoneFleet {
  let fleet = fleets.get(sim);
  if (!fleet) fleets.set(sim, (fleet = newFleet()));
  return fleet;
}

/** The phone an app user logged in on in this run, if any. */
export const phoneOf = (sim: Simulation, user: string): SimulatedPhone | undefined =>
  fleets.get(sim)?.phones.get(user) as SimulatedPhone | undefined;

export function stopPhones(sim: Simulation): void {
  const fleet = fleets.get(sim);
  if (fleet) stopFleet(fleet);
}

function stageOf(sim: Simulation): PhoneStage {
  return {
    async claimClient(systemId, _user, taken) {
      const clients = await sim.graphql(
        '{ appClients { id pairing_token } }',
        {},
        { system: systemId, user: 'admin' },
        z.object({ appClients: z.array(z.object({ id: z.int(), pairing_token: z.string().nullable() })) }),
      );
      if (clients.errors?.length)
        return {
          key: 'error',
          detail: `appClients answered ${clients.errors.map((e) => e.message).join('; ')}`,
        };
      const free = clients.data?.appClients.find((c) => c.pairing_token && !taken.has(c.pairing_token));
      return free?.pairing_token
        ? { id: free.id, token: free.pairing_token }
        : { key: 'no_free_client', detail: 'app management has no unpaired app client left' };
    },
    async updateAppSettings(systemId, settings) {
      const answer = await sim.graphql(
        'mutation($i: AppSettingsInput!) { updateAppSettings(input: $i) { timeouts_escalation } }',
        { i: settings },
        { system: systemId, user: 'admin' },
      );
      return answer.errors?.length ? String(answer.errors[0]!.extensions?.code ?? 'error') : 'ok';
    },
    createPhone: (systemId, phone) =>
      new SimulatedPhone({
        ...phone,
        url: `${sim.server.url.replace(/^http/, 'ws')}/ws/app`,
        clock: sim.clock,
        // An answering nurse presses presence at the door herself (the phone machine's arrival).
        onArrived: (device) => sim.twin(systemId).press(device, 'presence'),
      }),
    press: (systemId, device, button) => sim.twin(systemId).press(device, button),
    offerKey: (systemId, device) =>
      sim.services.appGateway.router.offers(systemId).find((o) => o.call.number === device)?.key,
    settle: () => sim.settle(),
  };
}

export async function playPhoneStep(
  sim: Simulation,
  systemId: number,
  step: PhoneStep,
): Promise<ActionOutcome> {
  if (step.kind !== 'phoneLogin' && step.kind !== 'phoneAction' && step.kind !== 'appSettings')
    return { ok: false, detail: `${step.kind} is not a phone action` };
  return playPhoneAction(stageOf(sim), fleetOf(sim), systemId, step);
}
