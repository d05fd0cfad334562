import type { DeviceActionName, GetsStreamEvent } from '@cs/contracts/gets';

// The Gets' wire types (calls, device states, commit tasks, stream events) are the protocol's, in
// @cs/contracts/gets; what follows is the twin's own: its fault switches and the effects it asks its host for.

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

export type GetsEmitted =
  | { type: 'stream'; event: GetsStreamEvent }
  /** Effect for the host: deliver a device action to the device. */
  | { type: 'deviceAction'; deviceId: number; action: DeviceActionName }
  /** Effect for the host: the hubs take the new configuration now (commit step `syncing`). */
  | { type: 'hubsSync' };
