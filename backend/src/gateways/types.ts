// The two boundaries to the call system (ARCHITECTURE §4). Domain code sees only these interfaces;
// network implementations speak docs/protocols.md to a real Gets and real hubs or to the twin alike.

/** Spec 02 §4 sync status, as far as a gateway can tell: reachable, refused, or not known yet. */
export type SyncStatus = 'online' | 'offline' | 'unauthorized' | 'unknown';

export type DeviceActionName = 'EndCalls' | 'IgnoreDefects' | 'Mute' | 'Unmute' | 'Restart';

/** A call as the Gets reports it (docs/protocols.md §3). */
export interface GetsCall {
  id: number;
  call_type_id: number;
  call_type_text: string | null;
  call_source_id: number | null;
  call_source_text: string | null;
  section_id: number | null;
  section_name: string | null;
  number: number;
  device_text_short: string | null;
  device_text_long: string | null;
  position: string | null;
  opened_at: string;
  closed_at: string | null;
  is_presence: boolean;
}

export interface GetsDeviceState {
  number: number;
  reachable: boolean;
  battery: number | null;
  muted: boolean;
  defects_ignored: boolean;
  restarting: boolean;
  last_reachable_at: string | null;
}

export interface GetsCommitTask {
  id: number;
  wipe: boolean;
  step: string;
  progress: number;
  status: 'running' | 'done' | 'failed';
  error: string | null;
  started_at: string;
  finished_at: string | null;
}

/** What a GetsGateway reports to its listeners. */
export type GetsGatewayEvent =
  /** A full picture after every (re)connect: the listener replaces its whole state with it. */
  | {
      type: 'snapshot';
      seq: number;
      at: string;
      version: string | null;
      calls: GetsCall[];
      devices: GetsDeviceState[];
    }
  | { type: 'call.opened'; seq: number; at: string; call: GetsCall }
  | { type: 'call.closed'; seq: number; at: string; call: GetsCall }
  | { type: 'device.status'; seq: number; at: string; device: GetsDeviceState }
  | { type: 'device.battery'; seq: number; at: string; number: number; battery: number }
  | { type: 'device.reachability'; seq: number; at: string; number: number; reachable: boolean }
  | { type: 'commit.progress'; seq: number; at: string; task: GetsCommitTask }
  | { type: 'config.changed'; seq: number; at: string; kind: string; pending_changes: number }
  | { type: 'status'; status: SyncStatus; reason: string }
  /** HTTP work against the Gets (spec 01 §7 getshttp.start/finished/failed). */
  | { type: 'http'; phase: 'start' | 'finished' | 'failed'; id: number; action: string; error?: string };

export interface GetsVersion {
  product: string;
  version: string;
  api: number;
}

export type ConfigKind =
  | 'nodes'
  | 'sections'
  | 'call_types'
  | 'call_sources'
  | 'schedules'
  | 'display_groups'
  | 'display_group_connections';

export interface GetsGateway {
  readonly status: SyncStatus;
  start(): void;
  stop(): Promise<void>;
  on(listener: (event: GetsGatewayEvent) => void): () => void;
  version(): Promise<GetsVersion>;
  exportConfig(kind: ConfigKind): Promise<string>;
  pushChanges(
    kind: ConfigKind,
    change: { upsert?: Record<string, unknown>[]; delete?: number[] },
  ): Promise<{ pending_changes: number }>;
  commit(wipe?: boolean): Promise<GetsCommitTask>;
  commitTask(): Promise<GetsCommitTask | null>;
  /** Accepted, not done: the effect arrives on the event stream (docs/protocols.md §2). */
  deviceAction(number: number, action: DeviceActionName): Promise<void>;
}

export type HubGatewayEvent =
  | { type: 'status'; hubId: number; status: SyncStatus; reason: string }
  | { type: 'hello'; hubId: number; searching: boolean; last_sync: string | null }
  | {
      type: 'MagnetContact' | 'DeviceFound' | 'DeviceLost';
      hubId: number;
      at: string;
      node: number;
      address: string;
    }
  | { type: 'BatteryUpdate'; hubId: number; at: string; node: number; address: string; battery: number }
  | { type: 'Criterion'; hubId: number; at: string; node: number; address: string; criterion: string }
  | { type: 'Info'; hubId: number; at: string; text: string };

export interface HubStatus {
  id: number;
  name: string;
  status: string;
  firmware: string;
  last_sync: string | null;
  devices: number;
  reachable: number;
  searching: boolean;
}

export interface HubGateway {
  readonly hubId: number;
  readonly status: SyncStatus;
  start(): void;
  stop(): Promise<void>;
  on(listener: (event: HubGatewayEvent) => void): () => void;
  hubStatus(): Promise<HubStatus>;
  setSearch(enabled: boolean): Promise<boolean>;
}

/** A gateway failure for the caller of an HTTP operation; never thrown into the event path. */
export class GatewayError extends Error {
  constructor(
    readonly code: 'offline' | 'unauthorized' | 'timeout' | 'garbage' | 'http',
    message: string,
    readonly httpStatus: number | null = null,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
