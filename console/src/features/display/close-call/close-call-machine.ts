// Spec 01 §4 close call: confirm, send an end-calls device action, then poll up to 15 times at 500 ms
// until the call disappears; on disappearance show success and emit success, else show an error.
import { assign, emit, fromPromise, setup } from 'xstate';

export const CLOSE_POLL_TRIES = 15;
export const CLOSE_POLL_MS = 500;

export interface CloseCallTarget {
  system_id: number;
  id: number;
  number: number;
  section_id?: number | null;
}

export type CloseCallError = 'failed' | 'stillOpen';

export const closeCallMachine = setup({
  types: {
    context: {} as {
      call: CloseCallTarget;
      tries: number;
      error: CloseCallError | null;
      message: string | null;
    },
    input: {} as { call: CloseCallTarget },
    events: {} as { type: 'CONFIRM' } | { type: 'CANCEL' },
    emitted: {} as { type: 'success' } | { type: 'cancelled' },
  },
  actors: {
    sendEndCalls: fromPromise<void, CloseCallTarget>(async () => {
      throw new Error('sendEndCalls not provided');
    }),
    isGone: fromPromise<boolean, CloseCallTarget>(async () => false),
  },
  actions: {
    notifySuccess: () => {},
  },
  delays: { poll: CLOSE_POLL_MS },
}).createMachine({
  id: 'closeCall',
  context: ({ input }) => ({ call: input.call, tries: 0, error: null, message: null }),
  initial: 'confirming',
  states: {
    confirming: {
      on: {
        CONFIRM: { target: 'sending', actions: assign({ tries: 0, error: null, message: null }) },
        CANCEL: 'cancelled',
      },
    },
    sending: {
      invoke: {
        src: 'sendEndCalls',
        input: ({ context }) => context.call,
        onDone: 'waiting',
        onError: {
          target: 'failed',
          actions: [
            assign({
              error: 'failed',
              message: ({ event }) => (event.error instanceof Error ? event.error.message : null),
            }),
            // Spec 01 §8: logged as device action failed.
            ({ event }) => console.error('device action failed', event.error),
          ],
        },
      },
    },
    waiting: { after: { poll: 'checking' } },
    checking: {
      entry: assign({ tries: ({ context }) => context.tries + 1 }),
      invoke: {
        src: 'isGone',
        input: ({ context }) => context.call,
        onDone: [
          { guard: ({ event }) => event.output, target: 'success' },
          {
            guard: ({ context }) => context.tries >= CLOSE_POLL_TRIES,
            target: 'failed',
            actions: assign({ error: 'stillOpen' }),
          },
          { target: 'waiting' },
        ],
        // A failed check is one try that did not see the call disappear.
        onError: [
          {
            guard: ({ context }) => context.tries >= CLOSE_POLL_TRIES,
            target: 'failed',
            actions: assign({ error: 'stillOpen' }),
          },
          { target: 'waiting' },
        ],
      },
    },
    failed: {
      on: {
        CONFIRM: { target: 'sending', actions: assign({ tries: 0, error: null, message: null }) },
        CANCEL: 'cancelled',
      },
    },
    success: { type: 'final', entry: ['notifySuccess', emit({ type: 'success' })] },
    cancelled: { type: 'final', entry: emit({ type: 'cancelled' }) },
  },
});
