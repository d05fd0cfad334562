// The twin of one call system as its users see it: what the demo REST, the scenario runner, the protocol
// servers and tests can do with it and hear from it.
import type { Clock } from '@cs/contracts/clock';
import type { ConfigKind, ConfigRow, DeviceActionName, GetsCall, GetsStreamEvent } from '@cs/contracts/gets';
import type { GetsContext } from './gets/gets-machine.ts';
import type { GetsFaults } from './gets/types.ts';
import type { HubContext, HubEmitted } from './hub/hub-machine.ts';
import type { LoadOptions } from './load-model.ts';
import type { Device, Ward } from './ward/types.ts';

export interface TwinSystemOptions {
  ward: Ward;
  clock: Clock;
  /** Seeds link outages and the load model; defaults to the ward's seed. */
  seed?: number;
}

/** Everything the twin reports, for the protocol servers and for tests. */
export type TwinEvent =
  | { source: 'gets'; event: GetsStreamEvent }
  | { source: 'hub'; hubId: number; event: HubEmitted }
  /** The twin was reset (demo reset): stream clients must start over with a new snapshot. */
  | { source: 'twin'; event: { type: 'reset' } }
  /** Fault or hub availability changed: servers apply it to open connections at once. */
  | { source: 'twin'; event: { type: 'getsFaults'; faults: GetsFaults } }
  | { source: 'twin'; event: { type: 'hubOnline'; hubId: number; online: boolean } };

export interface TriggerRequest {
  deviceId: number;
  callTypeId: number;
  /** true closes that call instead (spec 02 §7 demo call trigger `close`). */
  close?: boolean;
}

export interface HeartbeatOptions {
  /** Mean interval between one device's supervision messages, ms. */
  intervalMs?: number;
  /** Spread of each interval as a fraction of it (0-1). */
  jitter?: number;
}

export interface TwinSystem {
  readonly ward: Ward;
  readonly clock: Clock;
  /** Presses a device's button; two-button devices need `button`. */
  press(deviceId: number, button?: 'alert' | 'presence'): void;
  /** The reset/cancel key of a call point (wired, pull cord, tech contact back to rest). */
  resetCall(deviceId: number): void;
  triggerMedallion(deviceId: number): void;
  /** Demo REST semantics: bring the device to have (or not have) a call of that type. */
  trigger(request: TriggerRequest): boolean;
  /** Device action as the Gets receives it; false for an unknown device. */
  deviceAction(deviceId: number, action: DeviceActionName): boolean;
  endCalls(deviceId: number): boolean;
  raiseDefect(deviceId: number): void;
  clearDefect(deviceId: number): void;
  setBattery(deviceId: number, level: number): void;
  replaceBattery(deviceId: number): void;
  dropLink(deviceId: number): void;
  restoreLink(deviceId: number): void;
  /** A probable-defect criterion (hex code, e.g. 0x6A) about a radio device, reported by its hub (spec 02 §3). */
  criterion(deviceId: number, code: string): void;
  /** A magnet held to a device: reported by its hub while device search is on. */
  magnetContact(deviceId: number): void;
  hubOffline(hubId: number, offline?: boolean): void;
  setDeviceSearch(hubId: number, enabled: boolean): void;
  getsFault(faults: Partial<GetsFaults>): void;
  changeConfig(kind: ConfigKind, upsert: ConfigRow[], remove: number[]): void;
  replaceConfigKind(kind: ConfigKind, rows: ConfigRow[]): void;
  commit(wipe?: boolean): void;
  openCalls(): GetsCall[];
  gets(): GetsContext;
  /** True while a commit runs (changes are refused then). */
  committing(): boolean;
  hub(hubId: number): (HubContext & { searching: boolean }) | undefined;
  device(deviceId: number): Device | undefined;
  deviceState(deviceId: number): { value: unknown; tags: string[]; reachable: boolean } | undefined;
  subscribe(listener: (event: TwinEvent) => void): () => void;
  setLoad(on: boolean, options?: Partial<LoadOptions>): void;
  /**
   * Periodic supervision messages of every radio device to its hub (off by default; the hub forwards
   * each as `Supervision`, docs/protocols.md §4). Interval default SUPERVISION_INTERVAL_MS with seeded
   * jitter; an unreachable device's beats are lost, not queued. Survives a demo reset.
   */
  setHeartbeats(on: boolean, options?: HeartbeatOptions): void;
  /** Demo reset (spec 02 §4): open calls close, devices, hubs, config and faults start over. */
  reset(): void;
  stop(): void;
}
