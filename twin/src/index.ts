/** Public API of the digital twin (ARCHITECTURE §8). The backend embeds it only at start-up. */
export * from './ward/index.ts';
export {
  createTwinSystem,
  type TwinSystem,
  type TwinSystemOptions,
  type TwinEvent,
  type TriggerRequest,
  type HeartbeatOptions,
} from './system.ts';
export { startLoadModel, HOURLY_WEIGHTS, type LoadOptions } from './load-model.ts';
export {
  deviceSystemId,
  batterySystemId,
  linkSystemId,
  supervisionSystemId,
  hubSystemId,
  GETS_SYSTEM_ID,
} from './twin-root.ts';
export { twoButtonMachine, type TwoButton } from './devices/two-button/two-button-machine.ts';
export { medallionMachine } from './devices/medallion/medallion-machine.ts';
export {
  wiredCallPointMachine,
  radioCallPointMachine,
  techInputMachine,
} from './devices/wired-call-point/wired-call-point-machine.ts';
export { createCallPointMachine } from './devices/shared/call-point-machine.ts';
export {
  batteryMachine,
  linkMachine,
  supervisionMachine,
  BATTERY_TICK_MS,
  SUPERVISION_INTERVAL_MS,
  SUPERVISION_JITTER,
} from './devices/radio/index.ts';
export { RESTART_MS, type DeviceStatus, type DeviceEmitted } from './devices/shared/device-events.ts';
export { hubMachine, CRITERIA, type HubContext, type HubEmitted } from './hub/hub-machine.ts';
export * from './gets/index.ts';
export {
  serveTwin,
  type ServeTwinOptions,
  type ServedTwin,
  HEARTBEAT_MS,
  HELLO_TIMEOUT_MS,
  hubWireEvent,
} from './serve/index.ts';
export { phoneMachine, type PhoneBehaviour, type PhoneInput } from './phones/phone-machine.ts';
export { SimulatedPhone, type PhoneHostOptions, type PhoneStatus } from './phones/phone-host.ts';
