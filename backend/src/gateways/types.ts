// The two boundaries to the call system (ARCHITECTURE §4). Domain code sees only these interfaces;
// network implementations speak docs/protocols.md to a real Gets and real hubs or to the twin alike. What
// crosses the wire is typed and checked by @cs/contracts; these types say what the gateways report.
import type {
  ConfigKind,
  DeviceActionName,
  GetsCommitTask,
  GetsConfigChange,
  GetsSnapshot,
  GetsStreamEvent,
  GetsVersion,
} from '@cs/contracts/gets';
import type { HubDeviceEvent, HubStatus } from '@cs/contracts/hub';

/** Spec 02 §4 sync status, as far as a gateway can tell: reachable, refused, or not known yet. */
export type SyncStatus = 'online' | 'offline' | 'unauthorized' | 'unknown';

/** What a GetsGateway reports to its listeners. */
export type GetsGatewayEvent =
  /** A full picture after every (re)connect: the listener replaces its whole state with it. */
  | GetsSnapshot
  | GetsStreamEvent
  | { type: 'status'; status: SyncStatus; reason: string }
  /** HTTP work against the Gets (spec 01 §7 getshttp.start/finished/failed). */
  | {
      type: 'http';
      phase: 'start' | 'finished' | 'failed';
      id: number;
      action: string;
      error?: string;
      /** the request's address (scheme, host, port, path): never credentials, they travel in a header */
      url?: string;
    };

export interface GetsGateway {
  readonly status: SyncStatus;
  start(): void;
  stop(): Promise<void>;
  on(listener: (event: GetsGatewayEvent) => void): () => void;
  version(): Promise<GetsVersion>;
  exportConfig(kind: ConfigKind): Promise<string>;
  pushChanges(kind: ConfigKind, change: GetsConfigChange): Promise<{ pending_changes: number }>;
  commit(wipe?: boolean): Promise<GetsCommitTask>;
  commitTask(): Promise<GetsCommitTask | null>;
  /** Accepted, not done: the effect arrives on the event stream (docs/protocols.md §2). */
  deviceAction(number: number, action: DeviceActionName): Promise<void>;
}

/** A hub's link status, its Hello, and its device events but Supervision (which only updates last seen). */
export type HubGatewayEvent =
  | { type: 'status'; hubId: number; status: SyncStatus; reason: string }
  | { type: 'hello'; hubId: number; searching: boolean; last_sync: string | null }
  | (Exclude<HubDeviceEvent, { type: 'Supervision' }> & { hubId: number });

export interface HubGateway {
  readonly hubId: number;
  readonly status: SyncStatus;
  start(): void;
  stop(): Promise<void>;
  on(listener: (event: HubGatewayEvent) => void): () => void;
  hubStatus(): Promise<HubStatus>;
  setSearch(enabled: boolean): Promise<boolean>;
  /** When this hub last heard the device (ms), from any line about it including Supervision; null: not since start. */
  lastSeen?(node: number): number | null;
  /** lastSeen of every device this hub heard since start, by device (the monitor's sweep reads them in one pass) */
  seenDevices?(): ReadonlyMap<number, number>;
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
