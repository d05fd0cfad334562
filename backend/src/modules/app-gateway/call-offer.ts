// One open call on its way to the phones (issue 19 escalation, spec 02 §3 call actions, §9 app timeouts), on the
// injected clock. It goes first to the users whose node selection or subscription names its element (all
// selected users when none does); nobody accepts within timeouts_escalation: Escalated, to every selected user
// who has not rejected it; then every timeouts_resend: Resent, again to all who hold it. Accepted takes it off
// the other phones; the acceptor's presence (NFC) ends the wait, else after timeouts_release: Timeout, and it is
// offered to all again, as after Released. When every holder rejected it, it escalates at once.
import type { Clock } from '@cs/contracts/clock';
import type { AppAction, CallAction, DeliveryState, RefusalKey } from '@cs/contracts/app';
import type { GetsCall } from '@cs/contracts/gets';
import type { AppSettingsRecord } from '../app-management/app-settings.ts';
import type { Recipient } from './call-selection.ts';

export type OfferKind = 'offered' | 'escalated' | 'resent';
export type RemovalReason = 'closed' | 'accepted_elsewhere' | 'rejected' | 'released';

export interface OfferEvents {
  deliver(offer: CallOffer, users: readonly Recipient[], kind: OfferKind): void;
  withdraw(offer: CallOffer, users: readonly number[], reason: RemovalReason): void;
  /** the call changed on these users' phones (accepted: handled_by and may_accept); no new offer, no delivery */
  updated(offer: CallOffer, users: readonly number[]): void;
  record(offer: CallOffer, action: CallAction, by: Recipient | null): void;
  /** the app user handling the call changed (the display card and the log show it) */
  handler(offer: CallOffer, by: Recipient | null): void;
  /** the acceptor reached the resident (NFC): the team view shows it */
  arrived?(offer: CallOffer): void;
}

export interface OfferDeps {
  clock: Clock;
  settings: () => AppSettingsRecord;
  events: OfferEvents;
}

export type ActionResult = { ok: true } | { ok: false; key: RefusalKey };

export class CallOffer {
  /** who has the call on their phone, how it came, and what the phone said about it */
  readonly holders = new Map<number, { kind: OfferKind; delivery: DeliveryState }>();
  readonly rejected = new Set<number>();
  /** the users it was offered to at least once (app statistics: calls received) */
  readonly received = new Set<number>();
  acceptedBy: Recipient | null = null;
  arrived = false;
  private timer: unknown = null;

  constructor(
    readonly key: string,
    readonly systemId: number,
    readonly call: GetsCall,
    readonly recipients: readonly Recipient[],
    private readonly deps: OfferDeps,
  ) {}

  open(): void {
    const first = this.recipients.filter((r) => r.priority);
    this.offer(first.length > 0 ? first : this.recipients, 'offered');
    this.wait('escalation');
  }

  /** The call closed in the call system: off every phone, no more timers. */
  close(): void {
    this.stop();
    this.deps.events.withdraw(this, [...this.holders.keys()], 'closed');
    this.holders.clear();
  }

  setDelivery(userId: number, state: DeliveryState): void {
    const held = this.holders.get(userId);
    if (held) held.delivery = state;
  }

  act(userId: number, action: AppAction): ActionResult {
    const by = this.recipients.find((r) => r.userId === userId);
    if (!by) return { ok: false, key: 'not_offered' };
    const { events } = this.deps;
    switch (action) {
      case 'Accepted': {
        if (!by.mayAccept) return { ok: false, key: 'reject_only' };
        if (this.acceptedBy)
          return { ok: false, key: this.acceptedBy === by ? 'already_yours' : 'already_accepted' };
        if (!this.holders.has(userId)) return { ok: false, key: 'not_offered' };
        this.acceptedBy = by;
        events.record(this, 'Accepted', by);
        events.handler(this, by);
        const others = [...this.holders.keys()].filter((id) => id !== userId);
        for (const id of others) this.holders.delete(id);
        events.withdraw(this, others, 'accepted_elsewhere');
        // docs/protocols.md §7: the acceptor's phones hear that the call is now hers (handled_by, may_accept)
        events.updated(this, [userId]);
        this.wait('release');
        return { ok: true };
      }
      case 'Rejected': {
        if (!this.holders.has(userId) || this.acceptedBy === by) return { ok: false, key: 'not_offered' };
        this.rejected.add(userId);
        this.holders.delete(userId);
        events.record(this, 'Rejected', by);
        events.withdraw(this, [userId], 'rejected');
        if (this.holders.size === 0 && !this.acceptedBy) this.escalate();
        return { ok: true };
      }
      case 'Released': {
        if (this.acceptedBy !== by) return { ok: false, key: 'not_yours' };
        events.record(this, 'Released', by);
        this.reopen(by);
        return { ok: true };
      }
      case 'NFC':
        events.record(this, 'NFC', by);
        // The acceptor is at the resident's door: the call is in hand, no release timeout.
        if (this.acceptedBy === by && !this.arrived) {
          this.arrived = true;
          this.stop();
          events.arrived?.(this);
        }
        return { ok: true };
      default:
        events.record(this, action, by);
        return { ok: true };
    }
  }

  /** The calls a user's phone shows (after a reconnect or login). */
  heldBy(userId: number): OfferKind | null {
    return this.holders.get(userId)?.kind ?? null;
  }

  private offer(users: readonly Recipient[], kind: OfferKind): void {
    for (const u of users) this.holders.set(u.userId, { kind, delivery: 'unknown' });
    if (users.length > 0) this.deps.events.deliver(this, users, kind);
  }

  private eligible(): Recipient[] {
    return this.recipients.filter((r) => !this.rejected.has(r.userId));
  }

  private escalate(): void {
    this.deps.events.record(this, 'Escalated', null);
    // Rejecting is final for this round; when everybody rejected, the group gets it again anyway.
    const eligible = this.eligible();
    this.offer(eligible.length > 0 ? eligible : this.recipients, 'escalated');
    this.wait('resend');
  }

  private resend(): void {
    this.deps.events.record(this, 'Resent', null);
    const holders = this.recipients.filter((r) => this.holders.has(r.userId));
    this.offer(holders.length > 0 ? holders : this.eligible(), 'resent');
    this.wait('resend');
  }

  /** Back to everyone who may take it (Released, Timeout); the one who let it go last. */
  private reopen(from: Recipient): void {
    this.acceptedBy = null;
    this.arrived = false;
    this.deps.events.handler(this, null);
    this.holders.delete(from.userId);
    this.deps.events.withdraw(this, [from.userId], 'released');
    const others = this.eligible().filter((r) => r !== from);
    this.offer(others.length > 0 ? others : [from], 'escalated');
    this.wait('resend');
  }

  private wait(what: 'escalation' | 'resend' | 'release'): void {
    this.stop();
    const s = this.deps.settings();
    const seconds =
      what === 'escalation'
        ? s.timeouts_escalation
        : what === 'resend'
          ? s.timeouts_resend
          : s.timeouts_release;
    this.timer = this.deps.clock.setTimeout(() => {
      this.timer = null;
      if (what === 'escalation') this.escalate();
      else if (what === 'resend') this.resend();
      else if (this.acceptedBy) {
        const by = this.acceptedBy;
        this.deps.events.record(this, 'Timeout', by);
        this.reopen(by);
      }
    }, seconds * 1000);
  }

  private stop(): void {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
