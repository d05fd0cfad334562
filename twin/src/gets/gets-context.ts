// What the twin's Gets knows (docs/protocols.md §2): its configuration, open calls, devices, faults and the
// commit task, and the events that change it.
import type {
  ConfigKind,
  ConfigRow,
  DeviceActionName,
  GetsCall,
  GetsCommitTask,
  GetsDeviceState,
} from '@cs/contracts/gets';
import type { DeviceStatus } from '../devices/shared/device-events.ts';
import type { ConfigMemory } from './config-schema.ts';
import type { GetsFaults } from './types.ts';

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
