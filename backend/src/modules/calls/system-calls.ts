// The open calls and presences of one system, mirrored from its Gets (ARCHITECTURE §3). The backend
// never invents call state: a snapshot replaces everything, events add and remove. Every change builds
// ONE CallsChange (sequence + 1, full list) that every subscriber of the system receives as the same
// object, so the work per change does not grow with the number of displays (ARCHITECTURE §6).
import type { Call, CallsChange } from '../../generated/graphql.ts';
import type { GetsCall, GetsDeviceState } from '@cs/contracts/gets';
import type { SyncStatus } from '../../gateways/types.ts';
import type { Clock } from '@cs/contracts/clock';
import type { SystemDoc } from '../../store/config-types.ts';
import { callView, configIndex } from './call-view.ts';

/** A cached list older than this is rebuilt for a new subscriber, so its durations are current. */
const STALE_AFTER_MS = 1_000;

export interface ClosedCall {
  call: GetsCall;
  /** the close time: from the Gets, or when a reconnect's snapshot showed it gone */
  closedAt: string;
  /** the app user who had accepted it (modules/app-gateway), if anybody */
  handledBy?: string | null;
}

export class SystemCalls {
  private link: SyncStatus = 'unknown';
  private sequence = 0;
  private readonly calls = new Map<number, GetsCall>();
  /** per open call the app user handling it (accepted on a phone): the display card shows the name */
  private readonly handlers = new Map<number, string>();
  readonly devices = new Map<number, GetsDeviceState>();
  private cached: { change: CallsChange; builtAt: number } | null = null;
  private readonly listeners = new Set<(change: CallsChange) => void>();

  constructor(
    private readonly doc: () => SystemDoc,
    private readonly clock: Clock,
  ) {}

  /** The Gets gateway's link (spec 02 §4 sync status); the displays learn of a change with a new push. */
  get status(): SyncStatus {
    return this.link;
  }

  set status(status: SyncStatus) {
    if (status === this.link) return;
    this.link = status;
    this.changed();
  }

  /** Replaces the whole list (every (re)connect). Returns the calls that closed while we were not looking. */
  applySnapshot(calls: GetsCall[], devices: GetsDeviceState[], at: string): ClosedCall[] {
    const next = new Map(calls.filter((c) => !c.closed_at).map((c) => [c.id, c]));
    const vanished = [...this.calls.values()].filter((c) => next.get(c.id)?.opened_at !== c.opened_at);
    const handlers = new Map(this.handlers);
    for (const c of vanished) this.handlers.delete(c.id);
    this.calls.clear();
    for (const [id, call] of next) this.calls.set(id, call);
    this.devices.clear();
    for (const d of devices) this.devices.set(d.number, d);
    this.changed();
    return vanished.map((call) => ({ call, closedAt: at, handledBy: handlers.get(call.id) ?? null }));
  }

  opened(call: GetsCall): void {
    this.calls.set(call.id, call);
    this.changed();
  }

  /** Returns the closed call when it was open here. */
  closed(call: GetsCall, at: string): ClosedCall | null {
    const known = this.calls.get(call.id);
    const handledBy = this.handlers.get(call.id) ?? null;
    this.calls.delete(call.id);
    this.handlers.delete(call.id);
    this.changed();
    return {
      call: { ...(known ?? call), closed_at: call.closed_at ?? at },
      closedAt: call.closed_at ?? at,
      handledBy,
    };
  }

  /**
   * The sections of a device's open calls as the call system reported them (null where it sent none): what
   * the close-call rule judges, never a section a client names.
   */
  openSectionsOf(deviceId: number): Array<number | null> {
    const sections = [...this.calls.values()].filter((c) => c.number === deviceId).map((c) => c.section_id);
    return [...new Set(sections)];
  }

  /** The app user handling an open call (Accepted on a phone), or nobody (Released, Timeout). */
  setHandler(callId: number, name: string | null): void {
    if (!this.calls.has(callId) || (this.handlers.get(callId) ?? null) === name) return;
    if (name === null) this.handlers.delete(callId);
    else this.handlers.set(callId, name);
    this.changed();
  }

  /** The open calls as the call system reported them. */
  openRecords(): IterableIterator<GetsCall> {
    return this.calls.values();
  }

  /** The current list, as the GraphQL Call shape (OpenCalls). */
  openCalls(): Call[] {
    return this.current().change.calls;
  }

  current(): { change: CallsChange; builtAt: number } {
    const now = this.clock.now();
    if (!this.cached || now - this.cached.builtAt > STALE_AFTER_MS)
      this.cached = { change: this.build(), builtAt: now };
    return this.cached;
  }

  subscribe(listener: (change: CallsChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  /**
   * The configuration the list shows (call types' colour, sort order, urgency, texts; sections; device names)
   * changed: push the list again, so open displays show it without a reload.
   */
  configChanged(): void {
    this.changed();
  }

  private build(): CallsChange {
    const doc = this.doc();
    const index = configIndex(doc);
    const now = this.clock.now();
    const calls = [...this.calls.values()]
      .sort((a, b) => a.id - b.id)
      .map((c) => callView(c, doc, index, now, this.handlers.get(c.id) ?? null));
    return {
      system_id: doc.id,
      sequence: this.sequence,
      calls,
      link: this.link,
      sent_at: new Date(now).toISOString(),
    };
  }

  private changed(): void {
    this.sequence += 1;
    this.cached = { change: this.build(), builtAt: this.clock.now() };
    const change = this.cached.change;
    for (const listener of this.listeners) listener(change);
  }
}
