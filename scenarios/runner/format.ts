// The scenario format: typed TypeScript objects built with the small functions below, so a scenario
// reads like the care situation it describes and tsc catches a misspelt step. Each builder records the
// file and line it was called from; validate() checks every step against the facility before anything
// runs and names that line in its error (a wrong device, a presence button on a medallion, a bad time).
import type { TwinAction } from '../../backend/src/demo/demo-control.ts';
import type { FacilitySpec } from './simulation.ts';
import type { AnalyticsStep } from './format-analytics.ts';
import type { ExpectStep } from './format-expect.ts';
import type { PhoneStep } from './format-phones.ts';
import type { SyncStep } from './format-sync.ts';
import { located, type StepBase } from './location.ts';

export * from './format-analytics.ts';
export * from './format-expect.ts';
export * from './format-phones.ts';
export * from './format-sync.ts';

export type Duration = string | number;
export type Button = NonNullable<Extract<TwinAction, { kind: 'press' }>['button']>;
export type ConfigKind =
  | 'nodes'
  | 'sections'
  | 'call_types'
  | 'call_sources'
  | 'schedules'
  | 'display_groups'
  | 'display_group_connections';

/** The facility's only report (spec 02 §3 report): its recipients and which periods it is sent for. */
export interface ReportSetting {
  email: string;
  daily: boolean;
  weekly: boolean;
  monthly: boolean;
}

export type Step = StepBase & StepFields;

/** A step's own fields, by kind. */
export type StepFields =
  // what the twin does (press, medallion, resetCall, trigger, battery, link, hub, getsFault, load): the same
  // actions the trainer mode plays live
  | TwinAction
  | { kind: 'configChange'; configKind: ConfigKind; upsert?: Record<string, unknown>[]; delete?: number[] }
  | { kind: 'commit'; wipe?: boolean }
  | { kind: 'advance'; by: Duration }
  | { kind: 'advanceTo'; time: string }
  | {
      kind: 'closeCall';
      device: number;
      as: string | null;
      outcome: 'ok' | 'MISSING_PERMISSION' | 'DEVICE_ACTION_FAILED' | 'MISSING_AUTH';
    }
  | { kind: 'replayCallLog'; file: string }
  | { kind: 'setReport'; report: ReportSetting }
  | { kind: 'note'; text: string }
  | ExpectStep
  | SyncStep
  | AnalyticsStep
  | PhoneStep;

export type StepKind = Step['kind'];

export interface Scenario {
  name: string;
  title: string;
  /** the care situation in two or three sentences */
  story: string;
  /** the spec rules it checks, e.g. 'spec 01 §4 call display ordering' */
  cites: string[];
  facility: FacilitySpec;
  /** local time in Europe/Zurich, 'yyyy-MM-dd HH:mm' */
  start: string;
  /** see SimulationOptions.quantumMs */
  quantum?: Duration;
  steps: Step[];
  /** where the scenario was defined */
  where: string;
  /** check determinism in the suite: run twice, compare the call log hash */
  checkDeterminism?: boolean;
}

// ---- builders ----

type Extra = { system?: number; label?: string };
const step = (s: StepFields & Extra): Step => located(s);

export const press = (device: number, button?: Button, extra: Extra = {}) =>
  step({ kind: 'press', device, button, ...extra });
export const medallion = (device: number, extra: Extra = {}) => step({ kind: 'medallion', device, ...extra });
export const resetCall = (device: number, extra: Extra = {}) => step({ kind: 'resetCall', device, ...extra });
/** Demo REST semantics (spec 02 §7 call/trigger): bring the device to have (or not have) a call of that type. */
export const trigger = (device: number, callType: number, extra: Extra & { close?: boolean } = {}) =>
  step({ kind: 'trigger', device, callType, ...extra });
export const battery = (device: number, level: number, extra: Extra = {}) =>
  step({ kind: 'battery', device, level, ...extra });
export const dropLink = (device: number, extra: Extra = {}) =>
  step({ kind: 'link', device, up: false, ...extra });
export const restoreLink = (device: number, extra: Extra = {}) =>
  step({ kind: 'link', device, up: true, ...extra });
/** The device's hub reports a probable-defect criterion (hex code, e.g. '0x6A'). */
export const criterion = (device: number, code: string, extra: Extra = {}) =>
  step({ kind: 'criterion', device, code, ...extra });
export const hubOffline = (hub: number, extra: Extra = {}) =>
  step({ kind: 'hub', hub, online: false, ...extra });
export const hubOnline = (hub: number, extra: Extra = {}) =>
  step({ kind: 'hub', hub, online: true, ...extra });
export const getsFault = (faults: Extract<Step, { kind: 'getsFault' }>['faults'], extra: Extra = {}) =>
  step({ kind: 'getsFault', faults, ...extra });
export const configChange = (
  configKind: ConfigKind,
  change: { upsert?: Record<string, unknown>[]; delete?: number[] },
  extra: Extra = {},
) => step({ kind: 'configChange', configKind, ...change, ...extra });
export const commit = (extra: Extra & { wipe?: boolean } = {}) => step({ kind: 'commit', ...extra });
export const advance = (by: Duration, extra: Extra = {}) => step({ kind: 'advance', by, ...extra });
/** Local time 'yyyy-MM-dd HH:mm[:ss]' (Europe/Zurich); must not be earlier than the clock. */
export const advanceTo = (time: string, extra: Extra = {}) => step({ kind: 'advanceTo', time, ...extra });
export const loadOn = (extra: Extra & { callsPerBedPerDay?: number } = {}) =>
  step({ kind: 'load', on: true, ...extra });
export const loadOff = (extra: Extra = {}) => step({ kind: 'load', on: false, ...extra });
/** sendDeviceAction(EndCalls) over GraphQL, signed in as `as` (null: anonymous), expecting that outcome. */
export const closeCall = (
  device: number,
  as: string | null,
  outcome: Extract<Step, { kind: 'closeCall' }>['outcome'] = 'ok',
  extra: Extra = {},
) => step({ kind: 'closeCall', device, as, outcome, ...extra });
/** A CSV export of the call log (spec 02 §3 fields) replayed into the twin: each row opens and closes at its times. */
export const replayCallLog = (file: string, extra: Extra = {}) =>
  step({ kind: 'replayCallLog', file, ...extra });
export const note = (text: string) => step({ kind: 'note', text });

/**
 * Replaces the facility's reports by one (spec 02 §3 report), as the admin would in /admin/reports; no mail server
 * is needed: the send log keeps every mail the backend queued (spec 02 §3), sent or failed.
 */
export const setReport = (report: ReportSetting, extra: Extra = {}) =>
  step({ kind: 'setReport', report, ...extra });
export function scenario(s: Omit<Scenario, 'where'>): Scenario {
  return located(s);
}
