// In-process event bus between domain services and subscriptions. Topics are typed; systemId null
// means "every system" (e.g. a restart message).
import { createPushIterator } from './push-iterator.ts';
import type { SendLogRow } from '../repositories/send-log-repository.ts';

export interface SystemMessageEvent {
  systemId: number | null;
  subject: string;
  payload: string | null;
  /** kept, the latest per subject and system, for subscribers that come later (a display loaded mid-scenario) */
  retain?: boolean;
}

/**
 * A row the configurator refused (docs/protocols.md §2.1 invalid_change), located in the product
 * (modules/sync/refused-row.ts): translated where it is shown.
 */
export interface RefusedRecord {
  /** the audited entity name (call_type, section, ...): `entity.<name>` is its label */
  entity: string;
  /** the Gets kind and row id the configurator named */
  entity_kind: string;
  row_id: number;
  /** the product's record: the row's own, or the parent of a nested item */
  entity_id: number;
  /** the product's field: the column, or the nested list of an item */
  field: string;
  /** the column the configurator named */
  column: string;
  key: string;
  data: Record<string, unknown>;
  /** the console route of the record's form */
  path: string;
}

export interface GetsHttpErrorEvent {
  systemId: number;
  action: string;
  /** a sync error key (modules/sync/sync-errors.ts): the subscription says it in each subscriber's language */
  key?: string;
  detail?: string | null;
  checks: string[];
  message: string;
  payload: string | null;
  url: string | null;
  success: boolean;
  /** a row the configurator refused, when that was the failure */
  refused?: RefusedRecord | null;
}

/** A configuration collection was written (admin machinery); gateways and call lists follow it at runtime. */
export interface ConfigSavedEvent {
  store: 'system' | 'installation' | 'systems';
  collection: string;
  systemId: number;
}

/** A live operation is set up on a socket: its stream is there and its checks (session watch) are in place. */
export interface OperationStartedEvent {
  operationName: string | null;
}

/**
 * An incident row (modules/incidents/incident-repository.ts) as the monitor opened or closed it (spec 02 §3 kinds,
 * states, severity). monitor_id is the probable-defect monitor's (0 for the other kinds); detail is JSON of what
 * was measured; closed_by 'auto' (the device recovered) or the user's name; recovered_at when the condition cleared.
 */
export interface IncidentEvent {
  id: number;
  system_id: number;
  device_number: number;
  hub_id: number | null;
  kind: 'battery' | 'defects' | 'probable_defects' | 'reachability';
  monitor_id: number;
  severity: 'Critical' | 'Warning' | 'Info';
  state: 'New' | 'Assigned' | 'Closed';
  assigned_user_id: number | null;
  assigned_user_name: string | null;
  detail: string;
  opened_at: string;
  closed_at: string | null;
  closed_by: string | null;
  recovered_at: string | null;
}

/** A row was added to a system's call log (a call or presence closed): the live log listens (issue 38). */
export interface CallLoggedEvent {
  systemId: number;
  /** the new row's id: the log's newest */
  lastId: number;
}

export interface BusTopics {
  systemMessage: SystemMessageEvent;
  configSaved: ConfigSavedEvent;
  getsHttpError: GetsHttpErrorEvent;
  operationStarted: OperationStartedEvent;
  /** a send log row was written or changed (mail queued, sent, failed) */
  sendLog: SendLogRow;
  /** the monitor opened an incident (the report mails' instant notifications listen) */
  incidentOpened: IncidentEvent;
  /** an incident closed: its device recovered */
  incidentClosed: IncidentEvent;
  callLogged: CallLoggedEvent;
}

type Listener<T> = (event: T) => void;

export class EventBus {
  private readonly listeners = new Map<keyof BusTopics, Set<Listener<never>>>();
  private readonly retainedMessages = new Map<string, SystemMessageEvent>();

  publish<K extends keyof BusTopics>(topic: K, event: BusTopics[K]): void {
    if (topic === 'systemMessage') {
      const message = event as SystemMessageEvent;
      if (message.retain) this.retainedMessages.set(`${message.systemId}:${message.subject}`, message);
    }
    for (const listener of this.listeners.get(topic) ?? []) (listener as Listener<BusTopics[K]>)(event);
  }

  on<K extends keyof BusTopics>(topic: K, listener: Listener<BusTopics[K]>): () => void {
    let set = this.listeners.get(topic);
    if (!set) this.listeners.set(topic, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }

  /** The next event of `topic` (ask before causing it): tests wait for events, not for time. */
  next<K extends keyof BusTopics>(
    topic: K,
    filter: (e: BusTopics[K]) => boolean = () => true,
  ): Promise<BusTopics[K]> {
    return new Promise((resolve) => {
      const off = this.on(topic, (e) => {
        if (!filter(e)) return;
        off();
        resolve(e);
      });
    });
  }

  /** An async iterator of one topic, optionally filtered; returning it unsubscribes. */
  iterate<K extends keyof BusTopics>(topic: K, filter: (e: BusTopics[K]) => boolean = () => true) {
    let off = () => {};
    const it = createPushIterator<BusTopics[K]>(() => off());
    off = this.on(topic, (e) => filter(e) && it.push(e));
    return it;
  }

  /** The latest retained system message of each subject and system. */
  retained(): SystemMessageEvent[] {
    return [...this.retainedMessages.values()];
  }

  listenerCount(topic: keyof BusTopics): number {
    return this.listeners.get(topic)?.size ?? 0;
  }
}
