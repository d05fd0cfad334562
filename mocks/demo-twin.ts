// The demo devices of the console's demo mock run the twin's own device machines and button rules
// (twin/src/devices/device-buttons.ts), so a story's lamps follow spec 02 §4 exactly as the twin does, and a rule
// changed in the twin changes the mock (demo-twin.test.ts compares both on every button of every demo device).
// What the twin's Gets adds on top is kept here as small as the mock needs: a device's call opens once and closes
// when the device says so (twin/src/gets/gets-machine.ts deviceCall).
import { createActor } from 'xstate';
import { realClock, type Clock } from '@cs/contracts/clock';
import {
  deviceMachineOf,
  pressDevice,
  triggerDeviceCall,
  type DeviceActor,
  type DeviceHandle,
} from '@cs/twin/devices/device-buttons';
import { DEVICE_ACTION_EVENTS, type DeviceEmitted } from '@cs/twin/devices/shared/device-events';
import { DEMO_DEVICE_KINDS } from '@cs/twin/ward/catalog';
import { deviceSetup } from '@cs/twin/ward/devices';

export interface DemoTwinCall {
  number: number;
  call_type_id: number;
}

export interface DemoTwin {
  /** The open calls, oldest first, as the Gets lists them. */
  calls(): readonly DemoTwinCall[];
  /** A button of a demo device (spec 02 §4); false for a device the demo does not have. */
  press(deviceId: number, button?: 'alert' | 'presence'): boolean;
  /** spec 02 §7 call trigger: bring the device to have (or, with close, no longer have) this call type. */
  trigger(deviceId: number, callTypeId: number, close?: boolean): boolean;
  /** The EndCalls device action on every device with an open call; answers how many devices that was. */
  closeAll(): number;
  /** The demo reset: every device back to its start. */
  reset(): void;
}

function startDevice(
  id: number,
  kind: (typeof DEMO_DEVICE_KINDS)[keyof typeof DEMO_DEVICE_KINDS],
  clock: Clock,
) {
  const device = deviceSetup(id, kind);
  const m = deviceMachineOf(device);
  // Two branches so each createActor is typed by its own machine.
  const actor: DeviceActor =
    m.kind === 'two-button'
      ? createActor(m.machine, { input: m.input, clock })
      : createActor(m.machine, { input: m.input, clock });
  return { device, actor };
}

/** The demo's three devices (spec 02 §7: nodes 23, 24 and 10) on the given clock (their restart delay). */
export function createDemoTwin(clock: Clock = realClock): DemoTwin {
  let calls: DemoTwinCall[] = [];
  const handles = new Map<number, DeviceHandle>();
  for (const [id, kind] of Object.entries(DEMO_DEVICE_KINDS)) {
    const { device, actor } = startDevice(Number(id), kind, clock);
    actor.on('*', (e: DeviceEmitted) => {
      if (e.type === 'statusChanged') return;
      const has = calls.some((c) => c.number === device.id && c.call_type_id === e.callTypeId);
      const open = e.type === 'callOpened' || e.type === 'presenceOn';
      if (open && !has) calls = [...calls, { number: device.id, call_type_id: e.callTypeId }];
      if (!open) calls = calls.filter((c) => c.number !== device.id || c.call_type_id !== e.callTypeId);
    });
    actor.start();
    handles.set(device.id, { device, actor, endCalls: () => actor.send(DEVICE_ACTION_EVENTS.EndCalls) });
  }
  return {
    calls: () => calls,
    press(deviceId, button) {
      const handle = handles.get(deviceId);
      if (handle) pressDevice(handle, button);
      return handle !== undefined;
    },
    trigger(deviceId, callTypeId, close = false) {
      const handle = handles.get(deviceId);
      return handle ? triggerDeviceCall(handle, callTypeId, close) : false;
    },
    closeAll() {
      const devices = new Set(calls.map((c) => c.number));
      for (const id of devices) handles.get(id)?.endCalls();
      return devices.size;
    },
    reset() {
      for (const { actor } of handles.values()) actor.send({ type: 'RESET' });
    },
  };
}
