// Follows every system's open calls (calls module) and keeps one CallOffer per call: a new call is offered to
// the users it selects, a closed one leaves every phone. The offers' events reach the phones' sessions, the call
// log's action timeline (with the app user's name) and the display card (handled_by_app_username).
import type { AppAction, AppCall, CallAction, DeliveryState } from '@cs/contracts/app';
import type { Clock } from '@cs/contracts/clock';
import type { GetsCall } from '@cs/contracts/gets';
import { log } from '../../platform/logger.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { CallLogRepository } from '../../repositories/call-log-repository.ts';
import type { SystemRepository } from '../../repositories/system-repository.ts';
import type { CallService } from '../calls/call-service.ts';
import type { AppSettingsRecord } from '../app-management/app-settings.ts';
import type { AppSession } from './app-session.ts';
import { CallOffer, type ActionResult, type OfferEvents, type OfferKind } from './call-offer.ts';
import { selectRecipients, type Recipient } from './call-selection.ts';

export interface CallRouterDeps {
  clock: Clock;
  settings: () => AppSettingsRecord;
  systems: SystemRepository;
  calls: CallService;
  callLog: CallLogRepository;
  bus: EventBus;
  sessionsOf: (systemId: number, userId: number) => AppSession[];
  /** who handles a call, or her presence at it, changed (the team view follows) */
  changed?: (systemId: number) => void;
}

/** The id a phone knows a call by: call ids restart with the call system, so the open time is part of it. */
export const callKey = (systemId: number, call: GetsCall) =>
  `${systemId}-${call.id}-${Date.parse(call.opened_at)}`;

export class CallRouter {
  private readonly bySystem = new Map<number, Map<string, CallOffer>>();
  private readonly unwatch = new Map<number, () => void>();
  private offBus: () => void = () => {};
  private readonly events: OfferEvents;

  constructor(private readonly deps: CallRouterDeps) {
    this.events = {
      deliver: (offer, users, kind) => {
        const at = this.now();
        const firstOffers: Recipient[] = [];
        for (const user of users) {
          const sessions = deps.sessionsOf(offer.systemId, user.userId);
          let state: DeliveryState = sessions.length > 0 ? 'sent' : 'unknown';
          for (const s of sessions)
            try {
              s.send({ type: 'Call', call: this.view(offer, user, kind), at });
            } catch {
              state = 'error';
            }
          offer.setDelivery(user.userId, state);
          // The call's first offer to this user, for the app statistics (not a row of the call's timeline).
          if (!offer.received.has(user.userId)) {
            offer.received.add(user.userId);
            firstOffers.push(user);
          }
        }
        if (firstOffers.length > 0) this.record(offer, 'Received', firstOffers);
      },
      withdraw: (offer, users, reason) => {
        if (reason === 'closed' && offer.acceptedBy) deps.changed?.(offer.systemId);
        const at = this.now();
        for (const userId of users)
          for (const s of deps.sessionsOf(offer.systemId, userId))
            try {
              s.send({ type: 'CallRemoved', call_id: offer.key, reason, at });
            } catch {
              // gone meanwhile: it gets its current calls again on reconnect
            }
      },
      updated: (offer, users) => {
        const at = this.now();
        for (const userId of users) {
          const kind = offer.heldBy(userId);
          const user = offer.recipients.find((r) => r.userId === userId);
          if (!kind || !user) continue;
          for (const s of deps.sessionsOf(offer.systemId, userId))
            try {
              s.send({ type: 'Call', call: this.view(offer, user, kind), at });
            } catch {
              // gone meanwhile: it gets its current calls again on reconnect
            }
        }
      },
      record: (offer, action, by) => this.record(offer, action, [by]),
      arrived: (offer) => deps.changed?.(offer.systemId),
      handler: (offer, by) => {
        deps.calls.system(offer.systemId)?.setHandler(offer.call.id, by?.shownAs ?? null);
        deps.changed?.(offer.systemId);
      },
    };
  }

  start(): void {
    for (const doc of this.deps.systems.list()) this.watch(doc.id);
    // A system added or removed in the system parameters: follow its calls too, or stop.
    this.offBus = this.deps.bus.on('configSaved', (change) => {
      if (change.store !== 'systems') return;
      const ids = new Set(this.deps.systems.list().map((d) => d.id));
      for (const id of ids) if (!this.unwatch.has(id)) this.watch(id);
      for (const id of [...this.unwatch.keys()]) if (!ids.has(id)) this.forget(id);
    });
  }

  stop(): void {
    this.offBus();
    for (const id of [...this.unwatch.keys()]) this.forget(id);
  }

  offers(systemId: number): CallOffer[] {
    return [...(this.bySystem.get(systemId)?.values() ?? [])];
  }

  /** The calls a user's phones show now (after Login, Hello of a reconnecting phone). */
  callsOf(systemId: number, userId: number): AppCall[] {
    return this.offers(systemId).flatMap((offer) => {
      const kind = offer.heldBy(userId);
      const user = offer.recipients.find((r) => r.userId === userId);
      return kind && user ? [this.view(offer, user, kind)] : [];
    });
  }

  /** The phone got its list (Calls after Hello or Login): what waited as unknown is sent now. */
  handedOver(systemId: number, userId: number): void {
    for (const offer of this.offers(systemId))
      if (offer.holders.get(userId)?.delivery === 'unknown') offer.setDelivery(userId, 'sent');
  }

  act(systemId: number, callId: string, userId: number, action: AppAction): ActionResult {
    const offer = this.bySystem.get(systemId)?.get(callId);
    return offer ? offer.act(userId, action) : { ok: false, key: 'call_closed' };
  }

  delivered(systemId: number, callId: string, userId: number, state: DeliveryState): void {
    this.bySystem.get(systemId)?.get(callId)?.setDelivery(userId, state);
  }

  private watch(systemId: number): void {
    const calls = this.deps.calls.system(systemId);
    if (!calls) return;
    this.bySystem.set(systemId, new Map());
    this.unwatch.set(
      systemId,
      calls.subscribe(() => this.sync(systemId)),
    );
    this.sync(systemId);
  }

  private forget(systemId: number): void {
    this.unwatch.get(systemId)?.();
    this.unwatch.delete(systemId);
    for (const offer of this.offers(systemId)) offer.close();
    this.bySystem.delete(systemId);
  }

  /** New calls get their offer, closed ones leave the phones. Re-entrant pushes (a handler change) find nothing new. */
  private sync(systemId: number): void {
    const offers = this.bySystem.get(systemId);
    const doc = this.deps.systems.get(systemId);
    const calls = this.deps.calls.system(systemId);
    if (!offers || !doc || !calls) return;
    const open = new Map([...calls.openRecords()].map((c) => [callKey(systemId, c), c]));
    for (const [key, offer] of [...offers])
      if (!open.has(key)) {
        offers.delete(key);
        offer.close();
      }
    const settings = this.deps.settings();
    for (const [key, call] of open) {
      if (offers.has(key)) continue;
      const recipients = selectRecipients(call, doc, settings);
      if (recipients.length === 0) continue;
      const offer = new CallOffer(key, systemId, call, recipients, {
        clock: this.deps.clock,
        settings: this.deps.settings,
        events: this.events,
      });
      offers.set(key, offer);
      offer.open();
    }
  }

  private view(offer: CallOffer, user: Recipient, kind: OfferKind): AppCall {
    const doc = this.deps.systems.get(offer.systemId);
    const type = doc?.call_types.find((t) => t.id === offer.call.call_type_id);
    const { call } = offer;
    return {
      id: offer.key,
      system_id: offer.systemId,
      device_number: call.number,
      device_text: call.device_text_long || call.device_text_short || null,
      section_name: call.section_name || null,
      call_type_text: call.call_type_text || type?.text || null,
      urgency: (type?.urgency as AppCall['urgency'] | undefined) ?? 'NORMAL',
      color: type?.color ?? null,
      opened_at: call.opened_at,
      handled_by: offer.acceptedBy?.shownAs ?? null,
      offer: kind,
      // nobody may accept a call someone has accepted (the acceptor releases it instead)
      may_accept: user.mayAccept && offer.acceptedBy === null,
    };
  }

  /** One row per user (null: the call's own action, nobody's), written together. */
  private record(
    offer: CallOffer,
    action: CallAction | 'Received',
    users: ReadonlyArray<Recipient | null>,
  ): void {
    const at = this.now();
    const row = (by: Recipient | null) => ({
      system_id: offer.systemId,
      device_number: offer.call.number,
      at,
      action,
      user_name: by?.shownAs ?? null,
      call_opened_at: offer.call.opened_at,
      app_user_id: by?.userId ?? null,
      app_group_id: by?.groupId ?? null,
    });
    try {
      this.deps.callLog.recordDeviceActions(users.map(row));
    } catch (error) {
      // History is not the call path: the phones keep working on a full disk.
      log().error({ err: error, system: offer.systemId }, 'app action log write failed');
    }
  }

  private now(): string {
    return new Date(this.deps.clock.now()).toISOString();
  }
}
