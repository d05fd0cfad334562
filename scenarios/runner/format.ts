// The scenario format: typed TypeScript objects built with the small functions below, so a scenario
// reads like the care situation it describes and tsc catches a misspelt step. Each builder records the
// file and line it was called from; validate() checks every step against the facility before anything
// runs and names that line in its error (a wrong device, a presence button on a medallion, a bad time).
import type { TwinAction } from '../../backend/src/demo/demo-control.ts';
import type { FacilitySpec } from './simulation.ts';
import type { AnalyticsStep } from './format-analytics.ts';
import type { PhoneStep } from './format-phones.ts';
import type { SyncStep } from './format-sync.ts';
import { located } from './location.ts';

export * from './format-analytics.ts';
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

/** A display profile's view of one system (spec 01 §3 profile system setting, spec 01 §2 URL parameters). */
export interface DisplayProfile {
  /** weekday schedule and up to five display groups, one per interval (255 none, 254 all, 253 section) */
  weekday?: { schedule: number; groups: number[] };
  weekend?: { schedule: number; groups: number[] };
  /** URL parameter sections */
  sections?: number[];
  /** URL parameter ignore_sections_time, e.g. '22-6' or '22:00-06:00' */
  ignoreSectionsTime?: string;
  /** URL parameter ignore_sections_filter_for_call_types */
  ignoreCallTypes?: number[];
  showPresences?: boolean;
}

export interface CallLogMatch {
  /** device id (system tree node id) */
  device?: number;
  /** call type id (4 alert, 6 presence, 2 emergency in the demo) */
  callType?: number;
  /** whole seconds, exact */
  duration?: number;
  /** local 'yyyy-MM-dd HH:mm[:ss]' */
  openedAt?: string;
  closedAt?: string;
  handledBy?: string | null;
  isPresence?: boolean;
}

/** One incident of a device as the incident list shows it (spec 02 §3 kinds, severity, states). */
export interface IncidentMatch {
  kind: 'battery' | 'defects' | 'probable_defects' | 'reachability';
  severity?: 'Critical' | 'Warning' | 'Info';
  state?: 'New' | 'Assigned' | 'Closed';
  /** local 'yyyy-MM-dd HH:mm' (Europe/Zurich) */
  openedAt?: string;
  closedAt?: string;
}

/** The facility's only report (spec 02 §3 report): its recipients and which periods it is sent for. */
export interface ReportSetting {
  email: string;
  daily: boolean;
  weekly: boolean;
  monthly: boolean;
}

/**
 * The report mails queued since the previous check, per period (spec 02 §3 send log subjects daily, weekly, monthly):
 * exactly these titles, the part after 'Täglicher Bericht ' etc. (the recipients' language is German), each once.
 */
export interface ReportMailsMatch {
  daily: string[];
  weekly: string[];
  monthly: string[];
}

interface Base {
  where: string;
  system?: number;
  label?: string;
}

export type Step = Base &
  // what the twin does (press, medallion, resetCall, trigger, battery, link, hub, getsFault, load): the same
  // actions the trainer mode plays live
  (
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
    | { kind: 'expectDisplay'; profile: DisplayProfile | null; calls: string[] }
    | { kind: 'expectOpenCalls'; count: number }
    | { kind: 'expectMirrorsTwin' }
    | {
        kind: 'expectCallLog';
        count?: number;
        minCount?: number;
        includes?: CallLogMatch[];
        last?: CallLogMatch;
        matchesReplay?: string;
      }
    | {
        kind: 'expectAudit';
        rows: Array<{ action: string; user?: string; outcome?: 'ok' | 'denied' | 'failed'; entity?: string }>;
      }
    | { kind: 'expectMessages'; subjects: string[]; payload?: Record<string, unknown> }
    | {
        kind: 'expectSync';
        gets?: 'online' | 'offline' | 'unauthorized' | 'unknown';
        hubs?: Record<number, 'online' | 'offline' | 'unauthorized' | 'unknown'>;
      }
    | {
        kind: 'expectDevice';
        device: number;
        battery?: number | null;
        batteryState?: 'unknown' | 'ok' | 'low' | 'critical';
        reachable?: boolean;
      }
    | { kind: 'expectHubOutdated'; hub: number; outdated: boolean; source: 'wire' | 'appState' }
    | SyncStep
    | AnalyticsStep
    | PhoneStep
    | { kind: 'expectIncidents'; device: number; incidents: IncidentMatch[] }
    | { kind: 'expectReportMails'; mails: ReportMailsMatch }
    | {
        kind: 'expectCallsChanged';
        calls: string[];
        link?: 'online' | 'offline' | 'unauthorized' | 'unknown';
      }
  );

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
const step = <S extends Omit<Step, 'where'>>(s: S): Step => located(s) as unknown as Step;

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

export const expectDisplay = (profile: DisplayProfile | null, calls: string[], extra: Extra = {}) =>
  step({ kind: 'expectDisplay', profile, calls, ...extra });
export const expectOpenCalls = (count: number, extra: Extra = {}) =>
  step({ kind: 'expectOpenCalls', count, ...extra });
/** ARCHITECTURE §3: the backend never invents call state — its open calls are exactly the Gets' (twin's). */
export const expectMirrorsTwin = (extra: Extra = {}) => step({ kind: 'expectMirrorsTwin', ...extra });
export const expectCallLog = (
  match: {
    count?: number;
    minCount?: number;
    includes?: CallLogMatch[];
    last?: CallLogMatch;
    matchesReplay?: string;
  },
  extra: Extra = {},
) => step({ kind: 'expectCallLog', ...match, ...extra });
export const expectAudit = (rows: Extract<Step, { kind: 'expectAudit' }>['rows'], extra: Extra = {}) =>
  step({ kind: 'expectAudit', rows, ...extra });
/** The system messages published (spec 01 §7) since the previous expectMessages, in this order (others may be between). */
export const expectMessages = (
  subjects: string[],
  extra: Extra & { payload?: Record<string, unknown> } = {},
) => step({ kind: 'expectMessages', subjects, ...extra });
export const expectSync = (
  status: {
    gets?: Extract<Step, { kind: 'expectSync' }>['gets'];
    hubs?: Extract<Step, { kind: 'expectSync' }>['hubs'];
  },
  extra: Extra = {},
) => step({ kind: 'expectSync', ...status, ...extra });
export const expectDevice = (
  device: number,
  state: {
    battery?: number | null;
    batteryState?: 'unknown' | 'ok' | 'low' | 'critical';
    reachable?: boolean;
  },
  extra: Extra = {},
) => step({ kind: 'expectDevice', device, ...state, ...extra });
/**
 * Spec 01 §3 outdated_hubs: a hub whose last_sync is older than the Gets' last commit. `source` 'wire' judges from
 * what the backend's gateways received (hub Hello last_sync, commit done); 'appState' asks the product (GraphQL appState).
 */
export const expectHubOutdated = (
  hub: number,
  outdated: boolean,
  extra: Extra & { source?: 'wire' | 'appState' } = {},
) => step({ kind: 'expectHubOutdated', hub, outdated, source: extra.source ?? 'wire', ...extra });
/**
 * The last callsChanged push of the system (the object every display receives) holds exactly these calls, and one
 * came since the last check; with `link`, it also says the backend's link to the Gets (CallsChange.link) is that.
 */
export const expectCallsChanged = (
  calls: string[],
  extra: Extra & { link?: Extract<Step, { kind: 'expectCallsChanged' }>['link'] } = {},
) => step({ kind: 'expectCallsChanged', calls, ...extra });

/**
 * Replaces the facility's reports by one (spec 02 §3 report), as the admin would in /admin/reports; no mail server
 * is needed: the send log keeps every mail the backend queued (spec 02 §3), sent or failed.
 */
export const setReport = (report: ReportSetting, extra: Extra = {}) =>
  step({ kind: 'setReport', report, ...extra });
/** The report mails queued (send log) since the previous expectReportMails: exactly these, each once. */
export const expectReportMails = (mails: ReportMailsMatch, extra: Extra = {}) =>
  step({ kind: 'expectReportMails', mails, ...extra });

/** Every incident of the device so far, oldest first, as the backend's incident list has them (issue 18). */
export const expectIncidents = (device: number, incidents: IncidentMatch[], extra: Extra = {}) =>
  step({ kind: 'expectIncidents', device, incidents, ...extra });

export function scenario(s: Omit<Scenario, 'where'>): Scenario {
  return located(s);
}
