// What the report mails and instant notifications read about incidents (spec 02 §3 incident kinds, states,
// severity). The incident module (device monitoring) implements IncidentSource; reports and notifications
// use only this, so either side can change inside without the other. Times are UTC ISO-8601 instants.

/** Spec 02 §3 incident kinds. */
export type IncidentKind = 'battery' | 'defects' | 'probable_defects' | 'reachability';
/** Spec 02 §3 severity. */
export type IncidentSeverity = 'Critical' | 'Warning' | 'Info';
/** Spec 02 §3 incident state. */
export type IncidentState = 'New' | 'Assigned' | 'Closed';
/** Report flags radio_enabled, technical_enabled, wired_enabled (spec 02 §3) choose by this. */
export type DeviceLinkKind = 'radio' | 'wired' | 'tech';

export interface ReportIncident {
  id: number;
  kind: IncidentKind;
  severity: IncidentSeverity;
  state: IncidentState;
  system_id: number;
  /** the device's tree node: its name and the names of its parents, outermost first ('Haus A / 1. OG / Zimmer 12') */
  node_id: number;
  node_name: string;
  node_path: string;
  /** the device's number (the call system's device id) */
  device_id: number;
  device_kind: DeviceLinkKind;
  /** the radio hub that hears the device; null for wired and tech devices */
  hub_id: number | null;
  /** the call source group of the device's call source: whose notification settings match (spec 02 §6) */
  call_source_group_id: number | null;
  /** the device's call source: a recipient whose roles restrict call source groups hears only of theirs (spec 01 §6) */
  call_source_id: number | null;
  /** percent, for battery incidents (and as last known for others); null unknown */
  battery: number | null;
  opened_at: string;
  closed_at: string | null;
}

export interface IncidentSource {
  /** Incidents of a system that were open at some time in [fromUtc, toUtc): opened before toUtc, not closed before fromUtc. */
  listForReport(systemId: number, fromUtc: string, toUtc: string): ReportIncident[];
  /** Called once for every incident as it opens; returns the unsubscribe. */
  onOpened(listener: (incident: ReportIncident) => void): () => void;
}

/**
 * An IncidentSource over a list held in memory: the tests' incidents, and the backend's until the incident
 * module's query is wired in (then it reports none). `open` and `close` behave as the monitor will: an opened
 * incident is announced to the listeners.
 */
export class MemoryIncidentSource implements IncidentSource {
  private readonly rows: ReportIncident[] = [];
  private readonly listeners = new Set<(incident: ReportIncident) => void>();

  open(incident: ReportIncident): void {
    this.rows.push(incident);
    for (const listener of [...this.listeners]) listener(incident);
  }

  close(id: number, closedAt: string): void {
    const row = this.rows.find((r) => r.id === id);
    if (row) Object.assign(row, { state: 'Closed', closed_at: closedAt });
  }

  listForReport(systemId: number, fromUtc: string, toUtc: string): ReportIncident[] {
    const from = Date.parse(fromUtc);
    const to = Date.parse(toUtc);
    return this.rows
      .filter(
        (r) =>
          r.system_id === systemId &&
          Date.parse(r.opened_at) < to &&
          (r.closed_at === null || Date.parse(r.closed_at) >= from),
      )
      .map((r) => ({ ...r }));
  }

  onOpened(listener: (incident: ReportIncident) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
