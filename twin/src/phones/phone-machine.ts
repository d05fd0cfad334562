import { assign, emit, setup } from 'xstate';
import type { AppClientMessage } from '@cs/contracts/app';
import { nextRngState, rngExponential } from '../rng.ts';

/** How the nurse carrying the phone answers (issue 19: a seeded human response time). */
export interface PhoneBehaviour {
  /** what she does with a call on her phone: take it, turn it down, or not look at the phone at all */
  answer: 'accept' | 'reject' | 'ignore';
  /** mean seconds until she answers (exponential, seeded) */
  responseMeanS: number;
  /** mean seconds from accepting to the resident's door (exponential, seeded) */
  walkMeanS: number;
  /** mean seconds she stays with the resident after arriving, taking no call (0 or absent: none) */
  careMeanS?: number;
  /** mean minutes between reception losses (0: never), and mean seconds until it is back */
  lossEveryMeanMin: number;
  lossMeanS: number;
}

export interface PhoneInput {
  user: string;
  password: string;
  behaviour: PhoneBehaviour;
  seed: number;
}

export interface OfferedCall {
  id: string;
  device_number: number;
  may_accept: boolean;
}

interface PhoneContext extends PhoneInput {
  rng: number;
  /** the call she is dealing with (deciding about, or walking to) */
  current: OfferedCall | null;
}

export type PhoneEvent =
  | { type: 'CONNECTED' }
  | { type: 'LOGGED_IN' }
  | { type: 'CALL'; call: OfferedCall }
  | { type: 'CALL_REMOVED'; callId: string };

/** What the phone asks its host to do: send a message, drop or restore the link, press presence at the door. */
export type PhoneEmitted =
  | { type: 'send'; message: AppClientMessage }
  | { type: 'receptionLost' }
  | { type: 'receptionBack' }
  | { type: 'arrived'; deviceNumber: number }
  /** done with the resident after her care time: she switches her presence off again */
  | { type: 'left'; deviceNumber: number };

const send = (message: AppClientMessage) => ({ type: 'send' as const, message });

/**
 * A simulated nurse's phone (issue 19): logs in when connected, answers each call after a seeded response time
 * as her behaviour says (RejectOnly groups' phones reject what they may not accept), walks to the room after
 * accepting and reports her presence there (NFC), and loses reception now and then (reception region). It only
 * emits; the host (phone-host.ts) turns that into protocol messages and presses. Tags: `busy` while a call is hers.
 */
export const phoneMachine = setup({
  types: {
    context: {} as PhoneContext,
    input: {} as PhoneInput,
    events: {} as PhoneEvent,
    emitted: {} as PhoneEmitted,
  },
  delays: {
    response: ({ context }) => rngExponential(context.rng, context.behaviour.responseMeanS * 1000),
    walk: ({ context }) => rngExponential(context.rng, context.behaviour.walkMeanS * 1000),
    coverage: ({ context }) =>
      rngExponential(context.rng, Math.max(1, context.behaviour.lossEveryMeanMin) * 60_000),
    loss: ({ context }) => rngExponential(context.rng, context.behaviour.lossMeanS * 1000),
    care: ({ context }) => rngExponential(context.rng, (context.behaviour.careMeanS ?? 0) * 1000),
  },
  guards: {
    losesReception: ({ context }) => context.behaviour.lossEveryMeanMin > 0,
    accepts: ({ context }) => context.behaviour.answer === 'accept' && context.current?.may_accept === true,
    rejects: ({ context }) =>
      context.behaviour.answer === 'reject' ||
      (context.behaviour.answer === 'accept' && context.current?.may_accept === false),
    cares: ({ context }) => (context.behaviour.careMeanS ?? 0) > 0,
    isCurrent: ({ context, event }) => event.type === 'CALL_REMOVED' && context.current?.id === event.callId,
  },
  actions: {
    step: assign({ rng: ({ context }) => nextRngState(context.rng) }),
    take: assign({ current: ({ event }) => (event.type === 'CALL' ? event.call : null) }),
    drop: assign({ current: null }),
    login: emit(({ context }) => send({ type: 'Login', user: context.user, password: context.password })),
    accept: emit(({ context }) => send({ type: 'Action', call_id: context.current!.id, action: 'Accepted' })),
    reject: emit(({ context }) => send({ type: 'Action', call_id: context.current!.id, action: 'Rejected' })),
    opened: emit(({ event }) =>
      send({ type: 'Delivery', call_id: event.type === 'CALL' ? event.call.id : '', state: 'opened' }),
    ),
    arrive: emit(({ context }) => send({ type: 'Action', call_id: context.current!.id, action: 'NFC' })),
    pressPresence: emit(({ context }) => ({
      type: 'arrived' as const,
      deviceNumber: context.current!.device_number,
    })),
    leave: emit(({ context }) => ({ type: 'left' as const, deviceNumber: context.current!.device_number })),
    lose: emit({ type: 'receptionLost' as const }),
    regain: emit({ type: 'receptionBack' as const }),
  },
}).createMachine({
  id: 'phone',
  type: 'parallel',
  context: ({ input }) => ({ ...input, rng: input.seed | 0, current: null }),
  states: {
    duty: {
      initial: 'loggedOut',
      states: {
        loggedOut: { on: { CONNECTED: { actions: 'login' }, LOGGED_IN: 'ready' } },
        ready: { on: { CALL: { target: 'deciding', actions: ['take', 'opened'] } } },
        deciding: {
          on: { CALL_REMOVED: { guard: 'isCurrent', target: 'ready', actions: 'drop' } },
          after: {
            response: [
              { guard: 'accepts', target: 'walking', actions: ['step', 'accept'] },
              { guard: 'rejects', target: 'ready', actions: ['step', 'reject', 'drop'] },
              // She does not look at the phone: the call stays there until it leaves by itself.
              { target: 'ignoring', actions: 'step' },
            ],
          },
        },
        ignoring: { on: { CALL_REMOVED: { guard: 'isCurrent', target: 'ready', actions: 'drop' } } },
        walking: {
          tags: 'busy',
          on: { CALL_REMOVED: { guard: 'isCurrent', target: 'ready', actions: 'drop' } },
          after: {
            walk: [
              { guard: 'cares', target: 'atResident', actions: ['step', 'arrive', 'pressPresence'] },
              { target: 'ready', actions: ['step', 'arrive', 'pressPresence', 'drop'] },
            ],
          },
        },
        // With the resident: new calls wait on her phone until she is done (careMeanS), then she leaves the room.
        atResident: {
          tags: 'busy',
          after: { care: { target: 'ready', actions: ['step', 'leave', 'drop'] } },
        },
      },
    },
    reception: {
      initial: 'covered',
      states: {
        covered: {
          after: { coverage: { guard: 'losesReception', target: 'lost', actions: ['step', 'lose'] } },
        },
        lost: { after: { loss: { target: 'covered', actions: ['step', 'regain'] } } },
      },
    },
  },
});
