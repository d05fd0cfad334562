// What a person does with a device, as rules over its machine (spec 02 §4 device rules, §7 demo call trigger):
// which machine a device of the ward runs, what a press sends it, and which presses, reset key or device action
// bring a device to have (or no longer have) one call type. Pure: no sockets, no Gets, no root. The twin's
// system (system-controls.ts) and the console's demo mock (mocks/demo-twin.ts) both act through it, so the demo
// mock's buttons answer what the twin's answer (mocks/demo-twin.test.ts).
import type { ActorRefFrom } from 'xstate';
import type { Device } from '../ward/types.ts';
import { medallionMachine } from './medallion/medallion-machine.ts';
import { twoButtonMachine, type TwoButton } from './two-button/two-button-machine.ts';
import {
  radioCallPointMachine,
  techInputMachine,
  wiredCallPointMachine,
} from './wired-call-point/wired-call-point-machine.ts';

export type TwoButtonActor = ActorRefFrom<typeof twoButtonMachine>;
export type CallPointActor = ActorRefFrom<typeof medallionMachine>;
export type DeviceActor = TwoButtonActor | CallPointActor;

/** What the rules read of a ward's device: its kind and call types. */
export type DeviceSetup = Pick<
  Device,
  | 'id'
  | 'kind'
  | 'alert_call_type_id'
  | 'presence_call_type_id'
  | 'emergency_call_type_id'
  | 'defect_call_type_id'
>;

const CALL_POINTS = {
  medallion: medallionMachine,
  'radio-call-point': radioCallPointMachine,
  'wired-call-point': wiredCallPointMachine,
  tech: techInputMachine,
} as const;

/** The machine a device runs and its input; the host spawns or creates the actor on its own clock. */
export function deviceMachineOf(d: DeviceSetup) {
  if (d.kind === 'two-button')
    return {
      kind: 'two-button' as const,
      machine: twoButtonMachine,
      input: {
        deviceId: d.id,
        alertCallTypeId: d.alert_call_type_id,
        presenceCallTypeId: d.presence_call_type_id!,
        emergencyCallTypeId: d.emergency_call_type_id!,
        defectCallTypeId: d.defect_call_type_id,
      },
    };
  return {
    kind: 'call-point' as const,
    machine: CALL_POINTS[d.kind],
    input: { deviceId: d.id, alertCallTypeId: d.alert_call_type_id, defectCallTypeId: d.defect_call_type_id },
  };
}

/** A running device as the rules act on it; `endCalls` is the host's EndCalls (the twin's goes via the Gets). */
export interface DeviceHandle {
  device: DeviceSetup;
  actor: DeviceActor;
  endCalls(): void;
}

/** A two-button device is told which button (alert unless said), a call point only that it was pressed. */
export function pressDevice({ device, actor }: DeviceHandle, button?: TwoButton): void {
  if (device.kind === 'two-button')
    (actor as TwoButtonActor).send({ type: 'PRESS', button: button ?? 'alert' });
  else (actor as CallPointActor).send({ type: 'PRESS' });
}

/** The reset key: two-button devices have none (their calls end by the EndCalls device action). */
export function resetDeviceCall({ device, actor }: DeviceHandle): void {
  if (device.kind !== 'two-button') (actor as CallPointActor).send({ type: 'RESET_CALL' });
}

/** Whether the device has this call type open, read from its machine's lamps (tags). */
export function hasDeviceCall({ device: d, actor }: DeviceHandle, callTypeId: number): boolean {
  const tags = actor.getSnapshot().tags as ReadonlySet<string>;
  if (callTypeId === d.emergency_call_type_id) return tags.has('emergency');
  if (callTypeId === d.presence_call_type_id) return tags.has('presenceActive');
  if (callTypeId === d.defect_call_type_id) return tags.has('defect');
  return tags.has('alertActive') && !tags.has('emergency');
}

/**
 * Opens or closes one call type of a device the way its users would (spec 02 §7 call trigger): the buttons,
 * reset key or device action that lead there. True when the device ends in the state asked for.
 */
export function triggerDeviceCall(handle: DeviceHandle, callTypeId: number, close = false): boolean {
  const { device: d, actor } = handle;
  const has = () => hasDeviceCall(handle, callTypeId);
  const present = () => actor.getSnapshot().hasTag('presenceActive');
  const press = (button?: TwoButton) => pressDevice(handle, button);
  if (has() === !close) return true;
  if (callTypeId === d.defect_call_type_id) actor.send({ type: close ? 'DEFECT_CLEARED' : 'DEFECT' });
  else if (d.kind !== 'two-button') {
    // A medallion cannot take its alert back (staff end it); call points have a reset key.
    if (!close) press();
    else if (d.kind === 'medallion') handle.endCalls();
    else resetDeviceCall(handle);
  } else if (callTypeId === d.emergency_call_type_id) {
    // Emergency = presence then alert (spec 02 §4); ending it ends both.
    if (close) press('alert');
    else {
      if (!present()) press('presence');
      press('alert');
    }
  } else if (callTypeId === d.presence_call_type_id) press('presence');
  else if (callTypeId === d.alert_call_type_id) {
    if (!close && present()) press('presence'); // alert would be an emergency otherwise
    press('alert');
  } else return false;
  return has() === !close;
}
