// The twin's Gets configurator (docs/protocols.md §2): open calls from its devices, device states, the
// configuration and its commit task, told to the backend as stream events with increasing sequence numbers.
import { assign, emit, enqueueActions, not, setup, stateIn } from 'xstate';
import type { CommitStep, GetsStreamEvent } from '@cs/contracts/gets';
import { isoOf } from '../machine-time.ts';
import { buildCall } from './call-factory.ts';
import { atStep, COMMIT_TIMING, finished, newTask } from './commit-task.ts';
import { countRows } from './config-memory.ts';
import type { GetsContext, GetsEvent, GetsInput } from './gets-context.ts';
import { configChange, deviceReport } from './state-changes.ts';
import { NO_FAULTS, type GetsEmitted } from './types.ts';

export type { GetsContext, GetsEvent, GetsInput } from './gets-context.ts';
export { CHUNK_ROWS, COMMIT_TIMING } from './commit-task.ts';

export const getsMachine = setup({
  types: {
    context: {} as GetsContext,
    input: {} as GetsInput,
    events: {} as GetsEvent,
    emitted: {} as GetsEmitted,
  },
  delays: {
    STEP_INIT: COMMIT_TIMING.init,
    STEP_PREPARING: COMMIT_TIMING.preparing,
    STEP_WIPING: COMMIT_TIMING.wiping,
    SEND_CHUNK: COMMIT_TIMING.chunk,
    STEP_SYNCING: COMMIT_TIMING.syncing,
    STEP_VALIDATING: COMMIT_TIMING.validating,
    STEP_FINISHING: COMMIT_TIMING.finishing,
    START_TIMEOUT: COMMIT_TIMING.startTimeout,
  },
  guards: {
    committing: stateIn('#gets.running'),
    knownDevice: ({ context, event }) => 'deviceId' in event && String(event.deviceId) in context.devices,
    wipe: ({ context }) => context.task?.wipe === true,
    commitTimeout: ({ context }) => context.faults.commitTimeout,
    commitFails: ({ context }) => context.faults.commitFails,
    lastChunk: ({ context }) => (context.task?.chunks_left ?? 0) <= 1,
  },
  actions: {
    startTask: enqueueActions(({ context, event, system, enqueue }) => {
      if (event.type !== 'COMMIT') return;
      const changes = event.wipe ? countRows(context.config) : context.pendingChanges;
      const task = newTask(context.nextTaskId, event.wipe, changes, isoOf(system));
      enqueue.assign({ task, nextTaskId: context.nextTaskId + 1 });
    }),
    enterStep: enqueueActions(({ context, system, enqueue }, params: { step: CommitStep }) => {
      if (!context.task) return;
      const task = atStep(context.task, params.step);
      const seq = context.seq + 1;
      enqueue.assign({ task, seq });
      enqueue.emit({ type: 'stream', event: { type: 'commit.progress', seq, at: isoOf(system), task } });
    }),
    sendChunk: assign({
      task: ({ context }) =>
        context.task ? { ...context.task, chunks_left: context.task.chunks_left - 1 } : null,
    }),
    deviceCall: enqueueActions(({ context, event, system, enqueue }) => {
      if (event.type !== 'DEVICE_CALL') return;
      const at = isoOf(system);
      const open = context.calls.find(
        (c) => c.number === event.deviceId && c.call_type_id === event.callTypeId,
      );
      if (event.open) {
        if (open) return; // a repeated press does not open a second call
        const call = buildCall(context.config, context.nextCallId, event.deviceId, event.callTypeId, at);
        publish(
          context,
          enqueue,
          { calls: [...context.calls, call], nextCallId: context.nextCallId + 1 },
          (seq) => ({ type: 'call.opened', seq, at, call }),
        );
      } else {
        if (!open) return;
        const call = { ...open, closed_at: at };
        publish(context, enqueue, { calls: context.calls.filter((c) => c !== open) }, (seq) => ({
          type: 'call.closed',
          seq,
          at,
          call,
        }));
      }
    }),
    deviceReport: enqueueActions(({ context, event, system, enqueue }) => {
      if (event.type !== 'DEVICE_STATUS' && event.type !== 'DEVICE_BATTERY' && event.type !== 'DEVICE_LINK')
        return;
      const change = deviceReport(context, event, isoOf(system));
      if (change) publish(context, enqueue, change.patch, change.stream);
    }),
    configChange: enqueueActions(({ context, event, system, enqueue }) => {
      if (event.type !== 'CHANGE' && event.type !== 'REPLACE_KIND') return;
      const change = configChange(context, event, isoOf(system));
      publish(context, enqueue, change.patch, change.stream);
    }),
    closeAllCalls: enqueueActions(({ context, system, enqueue }) => {
      const at = isoOf(system);
      let seq = context.seq;
      for (const open of context.calls) {
        seq++;
        enqueue.emit({
          type: 'stream',
          event: { type: 'call.closed', seq, at, call: { ...open, closed_at: at } },
        });
      }
      enqueue.assign({ calls: [], seq });
    }),
    finishTask: enqueueActions(({ context, system, enqueue }, params: { error: string | null }) => {
      if (!context.task) return;
      const at = isoOf(system);
      const task = finished(context.task, params.error, at);
      const seq = context.seq + 1;
      enqueue.assign(
        task.status === 'failed' ? { task, seq } : { task, seq, pendingChanges: 0, lastCommitAt: at },
      );
      enqueue.emit({ type: 'stream', event: { type: 'commit.progress', seq, at, task } });
    }),
  },
}).createMachine({
  id: 'gets',
  context: ({ input }) => ({
    config: input.config,
    version: input.version,
    calls: [],
    nextCallId: input.nextCallId ?? 1,
    seq: input.seq ?? 0,
    devices: Object.fromEntries(input.devices.map((d) => [String(d.number), d])),
    faults: { ...NO_FAULTS },
    pendingChanges: 0,
    lastChangeAt: null,
    lastCommitAt: null,
    task: null,
    nextTaskId: 1,
  }),
  initial: 'idle',
  on: {
    DEVICE_CALL: { guard: 'knownDevice', actions: 'deviceCall' },
    DEVICE_STATUS: { guard: 'knownDevice', actions: 'deviceReport' },
    DEVICE_BATTERY: { guard: 'knownDevice', actions: 'deviceReport' },
    DEVICE_LINK: { guard: 'knownDevice', actions: 'deviceReport' },
    // The Gets does not end calls itself: it tells the device, whose closing comes back as events.
    DEVICE_ACTION: {
      guard: 'knownDevice',
      actions: emit(({ event }) => ({
        type: 'deviceAction' as const,
        deviceId: event.deviceId,
        action: event.action,
      })),
    },
    CHANGE: { guard: not('committing'), actions: 'configChange' },
    REPLACE_KIND: { guard: not('committing'), actions: 'configChange' },
    SET_FAULTS: {
      actions: assign({ faults: ({ context, event }) => ({ ...context.faults, ...event.faults }) }),
    },
    CLOSE_ALL_CALLS: { actions: 'closeAllCalls' },
    RESET: {
      target: '.idle',
      actions: [
        'closeAllCalls',
        assign({
          config: ({ event }) => event.config,
          faults: () => ({ ...NO_FAULTS }),
          pendingChanges: 0,
          lastChangeAt: null,
          task: null,
        }),
      ],
    },
  },
  states: {
    idle: { on: { COMMIT: { target: 'running', actions: 'startTask' } } },
    running: {
      initial: 'init',
      states: {
        init: {
          entry: { type: 'enterStep', params: { step: 'init' } },
          after: {
            STEP_INIT: { guard: not('commitTimeout'), target: 'preparing' },
            START_TIMEOUT: {
              target: '#gets.failed',
              actions: { type: 'finishTask', params: { error: 'timeout' } },
            },
          },
        },
        preparing: {
          entry: { type: 'enterStep', params: { step: 'preparing' } },
          after: { STEP_PREPARING: [{ guard: 'wipe', target: 'wiping' }, { target: 'sending' }] },
        },
        wiping: {
          entry: { type: 'enterStep', params: { step: 'wiping' } },
          after: { STEP_WIPING: 'sending' },
        },
        // One `sending` step per chunk (docs/protocols.md §2.2): after the last chunk straight on to syncing.
        sending: {
          entry: { type: 'enterStep', params: { step: 'sending' } },
          after: {
            SEND_CHUNK: [
              { guard: 'lastChunk', target: 'syncing', actions: 'sendChunk' },
              { target: 'sending', reenter: true, actions: 'sendChunk' },
            ],
          },
        },
        syncing: {
          entry: [{ type: 'enterStep', params: { step: 'syncing' } }, emit({ type: 'hubsSync' as const })],
          after: { STEP_SYNCING: 'validating' },
        },
        validating: {
          entry: { type: 'enterStep', params: { step: 'validating' } },
          after: {
            STEP_VALIDATING: [
              {
                guard: 'commitFails',
                target: '#gets.failed',
                actions: { type: 'finishTask', params: { error: 'validation failed' } },
              },
              { target: 'finishing' },
            ],
          },
        },
        finishing: {
          entry: { type: 'enterStep', params: { step: 'finishing' } },
          after: {
            STEP_FINISHING: {
              target: '#gets.done',
              actions: { type: 'finishTask', params: { error: null } },
            },
          },
        },
      },
    },
    done: { on: { COMMIT: { target: 'running', actions: 'startTask' } } },
    failed: { on: { COMMIT: { target: 'running', actions: 'startTask' } } },
  },
});

type Enqueue = { assign: (patch: Partial<GetsContext>) => void; emit: (e: GetsEmitted) => void };

/** Applies a context patch and emits one stream event with the next sequence number. */
function publish(
  context: GetsContext,
  enqueue: unknown,
  patch: Partial<GetsContext>,
  event: (seq: number) => GetsStreamEvent,
): void {
  const q = enqueue as Enqueue;
  const seq = context.seq + 1;
  q.assign({ ...patch, seq });
  q.emit({ type: 'stream', event: event(seq) });
}

export type GetsMachine = typeof getsMachine;
