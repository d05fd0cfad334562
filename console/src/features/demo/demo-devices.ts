// The demo facility's devices the demo console controls (spec 02 §2: floors 1 and 2; spec 02 §7: the demo
// watches nodes 23, 24 and 10) and their lamp states, read from the call system's open calls. The rules
// of spec 02 §4 run in the twin's device machines; this file only reads what they produced.
import type { DemoCallsSubscription } from '../../generated/graphql.ts';

export type DemoCall = DemoCallsSubscription['callsChanged']['calls'][number];

/** The demo system: the twin simulates it, the demo REST acts on it (X-CS-System 01). */
export const DEMO_SYSTEM_ID = 1;
/** spec 02 §7 demo call type ids. */
export const DEMO_CALL_TYPES = { alert: 4, presence: 6, emergency: 2 } as const;

export type DemoDeviceKind = 'two-button' | 'medallion';
export interface DemoDevice {
  id: number;
  kind: DemoDeviceKind;
  floor: 1 | 2;
}

export const DEMO_DEVICES: readonly DemoDevice[] = [
  { id: 23, kind: 'two-button', floor: 1 },
  { id: 24, kind: 'medallion', floor: 1 },
  { id: 10, kind: 'two-button', floor: 2 },
];
export const DEMO_FLOORS = [1, 2] as const;

export interface DeviceState {
  alert: boolean;
  presence: boolean;
  emergency: boolean;
  /** the medallion's alarm (its own call type, whatever its id) */
  medallionAlarm: DemoCall | null;
  calls: DemoCall[];
}

const isMedallionAlarm = (call: DemoCall) =>
  call.call_type?.flag !== 'presence' && call.call_type?.flag !== 'defect';

/** Lamp states per demo device from the full open-call list of the demo system (calls by number = device id). */
export function deviceStates(
  calls: readonly DemoCall[],
  systemId = DEMO_SYSTEM_ID,
): Map<number, DeviceState> {
  const states = new Map<number, DeviceState>();
  for (const device of DEMO_DEVICES) {
    const own = calls.filter((c) => c.number === device.id && c.system_id === systemId);
    const has = (typeId: number) => own.some((c) => c.call_type_id === typeId);
    states.set(device.id, {
      // Each flag is one open call; the device's red lamp is lit for an alert or an emergency (the
      // emergency is alert pressed during presence), which the control draws from both flags.
      alert: has(DEMO_CALL_TYPES.alert),
      presence: has(DEMO_CALL_TYPES.presence),
      emergency: has(DEMO_CALL_TYPES.emergency),
      medallionAlarm: device.kind === 'medallion' ? (own.find(isMedallionAlarm) ?? null) : null,
      calls: own,
    });
  }
  return states;
}
