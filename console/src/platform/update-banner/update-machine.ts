// Spec 01 §4 Update banner: appears when a new version is reported (response header or restart
// message); a 30 s countdown (spec 01 §9) reloads at 0; reload reloads at once; cancel hides the
// banner and resets the countdown to 30. The reload itself is an effect the host provides.
import { assign, setup } from 'xstate';

export const UPDATE_COUNTDOWN_SECONDS = 30;

export type UpdateEvent =
  { type: 'VERSION_REPORTED'; version: string } | { type: 'RELOAD' } | { type: 'CANCEL' };

interface Context {
  clientVersion: string;
  availableVersion: string | null;
  /** A version the user cancelled is not announced again by every following response. */
  cancelledVersion: string | null;
  remaining: number;
}

export const updateMachine = setup({
  types: {
    context: {} as Context,
    events: {} as UpdateEvent,
    input: {} as { clientVersion: string },
  },
  actions: {
    reload: () => {},
    remember: assign({
      availableVersion: ({ event, context }) =>
        event.type === 'VERSION_REPORTED' ? event.version : context.availableVersion,
    }),
    tick: assign({ remaining: ({ context }) => context.remaining - 1 }),
    reset: assign({ remaining: UPDATE_COUNTDOWN_SECONDS }),
    cancel: assign({
      cancelledVersion: ({ context }) => context.availableVersion,
      remaining: UPDATE_COUNTDOWN_SECONDS,
    }),
  },
  guards: {
    isNewVersion: ({ context, event }) =>
      event.type === 'VERSION_REPORTED' &&
      event.version !== '' &&
      event.version !== context.clientVersion &&
      event.version !== context.cancelledVersion,
    countdownOver: ({ context }) => context.remaining <= 0,
  },
}).createMachine({
  id: 'update',
  context: ({ input }) => ({
    clientVersion: input.clientVersion,
    availableVersion: null,
    cancelledVersion: null,
    remaining: UPDATE_COUNTDOWN_SECONDS,
  }),
  initial: 'hidden',
  states: {
    hidden: {
      on: { VERSION_REPORTED: { guard: 'isNewVersion', actions: ['remember', 'reset'], target: 'counting' } },
    },
    counting: {
      always: { guard: 'countdownOver', target: 'reloading' },
      after: { 1000: { actions: 'tick', target: 'counting', reenter: true } },
      on: {
        RELOAD: 'reloading',
        CANCEL: { actions: 'cancel', target: 'hidden' },
      },
    },
    reloading: { entry: 'reload', type: 'final' },
  },
});
