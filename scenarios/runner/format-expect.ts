// The scenario format's expectations: what the backend, the displays and the call log must show at a point of the
// scenario (expectations.ts judges them). format.ts re-exports them beside the actions.
import { located, type StepBase } from './location.ts';

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

/**
 * The report mails queued since the previous check, per period (spec 02 §3 send log subjects daily, weekly, monthly):
 * exactly these titles, the part after 'Täglicher Bericht ' etc. (the recipients' language is German), each once.
 */
export interface ReportMailsMatch {
  daily: string[];
  weekly: string[];
  monthly: string[];
}

export type ExpectStep =
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
  | { kind: 'expectIncidents'; device: number; incidents: IncidentMatch[] }
  | { kind: 'expectReportMails'; mails: ReportMailsMatch }
  | {
      kind: 'expectCallsChanged';
      calls: string[];
      link?: 'online' | 'offline' | 'unauthorized' | 'unknown';
    };

type Extra = { system?: number; label?: string };
const step = (s: ExpectStep & Extra): ExpectStep & StepBase => located(s);

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
export const expectAudit = (rows: Extract<ExpectStep, { kind: 'expectAudit' }>['rows'], extra: Extra = {}) =>
  step({ kind: 'expectAudit', rows, ...extra });
/** The system messages published (spec 01 §7) since the previous expectMessages, in this order (others may be between). */
export const expectMessages = (
  subjects: string[],
  extra: Extra & { payload?: Record<string, unknown> } = {},
) => step({ kind: 'expectMessages', subjects, ...extra });
export const expectSync = (
  status: {
    gets?: Extract<ExpectStep, { kind: 'expectSync' }>['gets'];
    hubs?: Extract<ExpectStep, { kind: 'expectSync' }>['hubs'];
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
  extra: Extra & { link?: Extract<ExpectStep, { kind: 'expectCallsChanged' }>['link'] } = {},
) => step({ kind: 'expectCallsChanged', calls, ...extra });

/** The report mails queued (send log) since the previous expectReportMails: exactly these, each once. */
export const expectReportMails = (mails: ReportMailsMatch, extra: Extra = {}) =>
  step({ kind: 'expectReportMails', mails, ...extra });

/** Every incident of the device so far, oldest first, as the backend's incident list has them (issue 18). */
export const expectIncidents = (device: number, incidents: IncidentMatch[], extra: Extra = {}) =>
  step({ kind: 'expectIncidents', device, incidents, ...extra });
