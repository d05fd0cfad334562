// What the backend may do with the embedded twin (demo REST, spec 02 §7; bench and tests). Only
// embedded-twin.ts implements it, so no other backend file depends on the twin package.
import type { Clock } from '@cs/contracts/clock';
import type { DemoPhoneStatus } from '@cs/contracts/demo';
import type { TargetOverrides } from '../gateways/targets.ts';
import type { PhoneBehaviourInput, StagePhone } from './phone-steps.ts';

export interface DemoTrigger {
  deviceId: number;
  callTypeId: number;
  /** true closes that call instead (spec 02 §7 `close`) */
  close: boolean;
}

/** What a trainer's scenario does to the twin (scenario player, demo REST scenarios). */
export type TwinAction =
  | { kind: 'press'; device: number; button?: 'alert' | 'presence' }
  | { kind: 'medallion'; device: number }
  | { kind: 'resetCall'; device: number }
  | { kind: 'trigger'; device: number; callType: number; close?: boolean }
  | { kind: 'battery'; device: number; level: number }
  | { kind: 'link'; device: number; up: boolean }
  /** a probable-defect criterion (hex code) the device's hub reports (spec 02 §3 probable-defect monitor) */
  | { kind: 'criterion'; device: number; code: string }
  | { kind: 'hub'; hub: number; online: boolean }
  | {
      kind: 'getsFault';
      faults: {
        offline?: boolean;
        unauthorized?: boolean;
        slowMs?: number;
        garbage?: boolean;
        commitTimeout?: boolean;
        commitFails?: boolean;
      };
    }
  | { kind: 'load'; on: boolean; callsPerBedPerDay?: number };

/** A simulated phone (the twin's SimulatedPhone) for the demo's shift (demo-shift.ts) and trainer mode's scenarios. */
export interface DemoPhoneOptions {
  systemId: number;
  /** ws://host:port/ws/app of this server */
  url: string;
  /** a phone paired before says Hello with its own secret; else it pairs with `token` */
  paired?: { clientId: number; secret: string };
  token?: string;
  user: string;
  password: string;
  behaviour: PhoneBehaviourInput & { careMeanS?: number };
  seed: number;
  /** the backend's clock: the phones answer on the same time as the gateway's timeouts run */
  clock: Clock;
}

export interface DemoPhoneHandle extends StagePhone {
  readonly status: DemoPhoneStatus;
  /** the device of the call she is dealing with */
  readonly device: number | null;
  /** the end of her shift: logs out and stops */
  logOut(): void;
}

export interface DemoControl {
  /** the systems the twin simulates */
  readonly systemIds: number[];
  /** where each simulated system's Gets and hubs listen (loopback) */
  readonly targets: TargetOverrides;
  /** null: the system is not simulated; false: unknown device or call type */
  trigger(systemId: number, request: DemoTrigger): boolean | null;
  /** ends every open call of the system; returns how many devices were told */
  closeAllCalls(systemId: number): number | null;
  /** ends the open calls of one device; null: the system is not simulated; false: unknown device */
  closeDeviceCalls(systemId: number, deviceId: number): boolean | null;
  /** the device's radio link in the twin (false after a 'link' down); null: unknown device or system */
  linkUp(systemId: number, deviceId: number): boolean | null;
  /** demo reset (spec 02 §4): calls close, devices, hubs, configuration and faults start over */
  reset(systemId: number): boolean;
  /**
   * A button press on a twin device, as a resident or nurse would press it: the device's own machine
   * applies the rules (spec 02 §4 demo buttons). null: the system is not simulated; false: unknown
   * device, or a button the device does not have (presence on a one-button device).
   */
  press(systemId: number, deviceId: number, button?: 'alert' | 'presence'): boolean | null;
  magnetContact(systemId: number, deviceId: number): void;
  /** one scenario step on the twin; null: the system is not simulated */
  perform(systemId: number, action: TwinAction): boolean | null;
  openCallCount(systemId: number): number;
  /** a simulated phone on the twin's clock; arriving at the door presses presence on that system's device */
  createPhone(options: DemoPhoneOptions): DemoPhoneHandle;
  close(): Promise<void>;
}
