import { assign, emit, enqueueActions, not, setup, stateIn } from 'xstate';
import type {
  CommitStep,
  ConfigKind,
  ConfigRow,
  DeviceActionName,
  GetsCall,
  GetsCommitTask,
  GetsDeviceState,
  GetsStreamEvent,
} from '@cs/contracts/gets';
import { isoOf } from '../machine-time.ts';
import type { DeviceStatus } from '../devices/shared/device-events.ts';
import { buildCall } from './call-factory.ts';
import { countRows } from './config-memory.ts';
import type { ConfigMemory } from './config-schema.ts';
import { NO_FAULTS, type GetsEmitted, type GetsFaults } from './types.ts';

export interface GetsInput {
  config: ConfigMemory;
  devices: GetsDeviceState[];
  version: string;
  /** Call ids keep increasing across a demo reset, so history never sees an id twice. */
  nextCallId?: number;
  seq?: number;
}

export interface GetsContext {
  config: ConfigMemory;
  version: string;
  /** Open calls and presences, in opening order. */
  calls: GetsCall[];
  nextCallId: number;
  /** Sequence number of the last stream event. */
  seq: number;
  devices: Record<string, GetsDeviceState>;
  faults: GetsFaults;
  pendingChanges: number;
  lastChangeAt: string | null;
  lastCommitAt: string | null;
  task: GetsCommitTask | null;
  nextTaskId: number;
}

export type GetsEvent =
  | { type: 'DEVICE_CALL'; deviceId: number; callTypeId: number; open: boolean }
  | { type: 'DEVICE_STATUS'; deviceId: number; status: DeviceStatus }
  | { type: 'DEVICE_BATTERY'; deviceId: number; level: number }
  | { type: 'DEVICE_LINK'; deviceId: number; reachable: boolean }
  | { type: 'DEVICE_ACTION'; deviceId: number; action: DeviceActionName }
  /** Rows must already be validated (config-schema normaliseRow). */
  | { type: 'CHANGE'; kind: ConfigKind; upsert: ConfigRow[]; remove: number[] }
  | { type: 'REPLACE_KIND'; kind: ConfigKind; rows: ConfigRow[] }
  | { type: 'COMMIT'; wipe: boolean }
  | { type: 'SET_FAULTS'; faults: Partial<GetsFaults> }
  | { type: 'CLOSE_ALL_CALLS' }
  | { type: 'RESET'; config: ConfigMemory };

/** Clock time per send-task step (spec 02 §4); a real Gets takes up to 10 minutes. */
export const COMMIT_TIMING = {
  init: 1_000,
  preparing: 2_000,
  wiping: 20_000,
  chunk: 1_000,
  syncing: 5_000,
  validating: 2_000,
  finishing: 1_000,
  /** spec 02 §4: "a timeout error appears if the configurator does not start sending in time". */
  startTimeout: 120_000,
} as const;
/** Rows sent per chunk while `sending`. */
export const CHUNK_ROWS = 50;

const PROGRESS: Record<CommitStep, number> = {
  init: 0,
  preparing: 5,
  wiping: 10,
  sending: 20,
  syncing: 85,
  validating: 92,
  finishing: 97,
  done: 100,
  failed: 0,
};

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
    allSent: ({ context }) => (context.task?.chunks_left ?? 0) <= 0,
  },
  actions: {
    startTask: enqueueActions(({ context, event, system, enqueue }) => {
      if (event.type !== 'COMMIT') return;
      const changes = event.wipe ? countRows(context.config) : context.pendingChanges;
      const chunks = Math.max(1, Math.ceil(changes / CHUNK_ROWS));
      const task: GetsCommitTask = {
        id: context.nextTaskId,
        wipe: event.wipe,
        step: 'init',
        progress: 0,
        status: 'running',
        error: null,
        started_at: isoOf(system),
        finished_at: null,
        changes,
        chunks_left: chunks,
        chunks_total: chunks,
      };
      enqueue.assign({ task, nextTaskId: context.nextTaskId + 1 });
    }),
    enterStep: enqueueActions(({ context, system, enqueue }, params: { step: CommitStep }) => {
      if (!context.task) return;
      const sent = context.task.chunks_total - context.task.chunks_left;
      const progress =
        params.step === 'sending'
          ? PROGRESS.sending + Math.round((60 * sent) / context.task.chunks_total)
          : PROGRESS[params.step];
      const task = { ...context.task, step: params.step, progress };
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
      const failed = params.error !== null;
      const task: GetsCommitTask = {
        ...context.task,
        step: failed ? 'failed' : 'done',
        status: failed ? 'failed' : 'done',
        progress: failed ? context.task.progress : 100,
        error: params.error,
        finished_at: at,
      };
      const seq = context.seq + 1;
      enqueue.assign(failed ? { task, seq } : { task, seq, pendingChanges: 0, lastCommitAt: at });
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
    DEVICE_STATUS: {
      guard: 'knownDevice',
      actions: enqueueActions(({ context, event, system, enqueue }) => {
        const device = { ...context.devices[String(event.deviceId)]!, ...event.status };
        publish(
          context,
          enqueue,
          { devices: { ...context.devices, [String(event.deviceId)]: device } },
          (seq) => ({ type: 'device.status', seq, at: isoOf(system), device }),
        );
      }),
    },
    DEVICE_BATTERY: {
      guard: 'knownDevice',
      actions: enqueueActions(({ context, event, system, enqueue }) => {
        const device = { ...context.devices[String(event.deviceId)]!, battery: event.level };
        publish(
          context,
          enqueue,
          { devices: { ...context.devices, [String(event.deviceId)]: device } },
          (seq) => ({
            type: 'device.battery',
            seq,
            at: isoOf(system),
            number: event.deviceId,
            battery: event.level,
          }),
        );
      }),
    },
    DEVICE_LINK: {
      guard: 'knownDevice',
      actions: enqueueActions(({ context, event, system, enqueue }) => {
        const at = isoOf(system);
        const before = context.devices[String(event.deviceId)]!;
        const device = {
          ...before,
          reachable: event.reachable,
          last_reachable_at: event.reachable ? at : before.last_reachable_at,
        };
        publish(
          context,
          enqueue,
          { devices: { ...context.devices, [String(event.deviceId)]: device } },
          (seq) => ({
            type: 'device.reachability',
            seq,
            at,
            number: event.deviceId,
            reachable: event.reachable,
          }),
        );
      }),
    },
    // The Gets does not end calls itself: it tells the device, whose closing comes back as events.
    DEVICE_ACTION: {
      guard: 'knownDevice',
      actions: emit(({ event }) => ({
        type: 'deviceAction' as const,
        deviceId: event.deviceId,
        action: event.action,
      })),
    },
    CHANGE: {
      guard: not('committing'),
      actions: enqueueActions(({ context, event, system, enqueue }) => {
        const rows = { ...context.config[event.kind] };
        for (const row of event.upsert) rows[String(row.id)] = row;
        for (const id of event.remove) delete rows[String(id)];
        const at = isoOf(system);
        const pendingChanges = context.pendingChanges + event.upsert.length + event.remove.length;
        publish(
          context,
          enqueue,
          { config: { ...context.config, [event.kind]: rows }, pendingChanges, lastChangeAt: at },
          (seq) => ({ type: 'config.changed', seq, at, kind: event.kind, pending_changes: pendingChanges }),
        );
      }),
    },
    REPLACE_KIND: {
      guard: not('committing'),
      actions: enqueueActions(({ context, event, system, enqueue }) => {
        const at = isoOf(system);
        const pendingChanges = context.pendingChanges + event.rows.length;
        const rows = Object.fromEntries(event.rows.map((r) => [String(r.id), r]));
        publish(
          context,
          enqueue,
          { config: { ...context.config, [event.kind]: rows }, pendingChanges, lastChangeAt: at },
          (seq) => ({ type: 'config.changed', seq, at, kind: event.kind, pending_changes: pendingChanges }),
        );
      }),
    },
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
        sending: {
          entry: { type: 'enterStep', params: { step: 'sending' } },
          always: { guard: 'allSent', target: 'syncing' },
          after: { SEND_CHUNK: { target: 'sending', reenter: true, actions: 'sendChunk' } },
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
