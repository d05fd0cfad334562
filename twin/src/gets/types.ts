import type { DeviceAction } from '../devices/shared/device-events.ts';

/** An open or closed call as the Gets reports it (spec 01 §3 Call, the fields the call system knows). */
export interface Call {
  id: number;
  call_type_id: number;
  call_type_text: string;
  call_source_id: number | null;
  call_source_text: string;
  section_id: number | null;
  section_name: string;
  /** The device's node id (spec 01 §3: number = device id). */
  number: number;
  device_text_short: string;
  device_text_long: string;
  position: string | null;
  /** ISO 8601 UTC with milliseconds. */
  opened_at: string;
  closed_at: string | null;
  /** True when the call type's flag is presence: the display shows it as a presence card. */
  is_presence: boolean;
}

export const COMMIT_STEPS = [
  'init',
  'preparing',
  'wiping',
  'sending',
  'syncing',
  'validating',
  'finishing',
  'done',
  'failed',
] as const;
/** spec 02 §4 send task steps. */
export type CommitStep = (typeof COMMIT_STEPS)[number];

export interface CommitTask {
  id: number;
  wipe: boolean;
  step: CommitStep;
  /** 0-100. */
  progress: number;
  status: 'running' | 'done' | 'failed';
  error: string | null;
  started_at: string;
  finished_at: string | null;
  /** Changed rows being sent (all rows for a wipe-and-resend). */
  changes: number;
  chunks_left: number;
  chunks_total: number;
}

export interface GetsFaults {
  /** Connections are refused or closed. */
  offline: boolean;
  /** Every credential is rejected (HTTP 401, stream `error` unauthorized). */
  unauthorized: boolean;
  /** Every answer and stream line is delayed by this many ms of clock time. */
  slowMs: number;
  /** A commit never leaves `init`, and fails with `timeout` after COMMIT_START_TIMEOUT_MS. */
  commitTimeout: boolean;
  /** A commit fails in `validating`. */
  commitFails: boolean;
  /** Answers and stream lines are malformed. */
  garbage: boolean;
}

export const NO_FAULTS: GetsFaults = {
  offline: false,
  unauthorized: false,
  slowMs: 0,
  commitTimeout: false,
  commitFails: false,
  garbage: false,
};

export interface DeviceState {
  number: number;
  reachable: boolean;
  battery: number | null;
  muted: boolean;
  defects_ignored: boolean;
  restarting: boolean;
  last_reachable_at: string | null;
}

/** Events the Gets puts on its stream (docs/protocols.md), each with the Gets' sequence number. */
export type GetsStreamEvent =
  | { type: 'call.opened'; seq: number; at: string; call: Call }
  | { type: 'call.closed'; seq: number; at: string; call: Call }
  | { type: 'device.status'; seq: number; at: string; device: DeviceState }
  | { type: 'device.battery'; seq: number; at: string; number: number; battery: number }
  | { type: 'device.reachability'; seq: number; at: string; number: number; reachable: boolean }
  | { type: 'commit.progress'; seq: number; at: string; task: CommitTask }
  | { type: 'config.changed'; seq: number; at: string; kind: string; pending_changes: number };

export type GetsEmitted =
  | { type: 'stream'; event: GetsStreamEvent }
  /** Effect for the host: deliver a device action to the device. */
  | { type: 'deviceAction'; deviceId: number; action: DeviceAction }
  /** Effect for the host: the hubs take the new configuration now (commit step `syncing`). */
  | { type: 'hubsSync' };
