/**
 * The events every device machine understands and the effects it names. Hosts (the twin
 * system) listen to the emitted events; machines never call host code (ARCHITECTURE §8).
 */
import type { DeviceActionName } from '@cs/contracts/gets';

export type DeviceActionEvent =
  | { type: 'END_CALLS' }
  | { type: 'MUTE' }
  | { type: 'UNMUTE' }
  | { type: 'IGNORE_DEFECTS' }
  | { type: 'RESTART' }
  /** A fault in the device (cable break, stuck contact); raises the defect call. */
  | { type: 'DEFECT' }
  | { type: 'DEFECT_CLEARED' }
  /** Demo reset (spec 02 §4): back to the initial local state. */
  | { type: 'RESET' };

/** spec 02 §3 device actions, as the Gets protocol names them (docs/protocols.md §2), as machine events. */
export const DEVICE_ACTION_EVENTS: Record<DeviceActionName, DeviceActionEvent> = {
  EndCalls: { type: 'END_CALLS' },
  IgnoreDefects: { type: 'IGNORE_DEFECTS' },
  Mute: { type: 'MUTE' },
  Restart: { type: 'RESTART' },
  Unmute: { type: 'UNMUTE' },
};

export interface DeviceStatus {
  muted: boolean;
  defects_ignored: boolean;
  restarting: boolean;
}

export type DeviceEmitted =
  | { type: 'callOpened'; callTypeId: number }
  | { type: 'callClosed'; callTypeId: number }
  | { type: 'presenceOn'; callTypeId: number }
  | { type: 'presenceOff'; callTypeId: number }
  | { type: 'statusChanged'; status: DeviceStatus };

/** A restarting device is away this long (it reboots and re-registers). */
export const RESTART_MS = 30_000;
