// The radio hubs of every system (spec 02 §3 Hub, §4 hub polling): one HubGateway per configured hub,
// started with the server. Device search (HubPrinterMessage) switches search on at the system's hubs
// while at least one client listens and turns magnet contacts into messages with the node's data.
import type { GetsGateway, HubGateway, HubGatewayEvent } from '../../gateways/types.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { Locale } from '../../platform/locale.ts';
import { t } from '../../platform/messages.ts';
import { createPushIterator } from '../../platform/push-iterator.ts';
import type { SystemRepository } from '../../repositories/system-repository.ts';
import { OutdatedHubs } from './outdated-hubs.ts';

export interface HubPrinterMessage {
  id: number;
  address: string | null;
  error: string | null;
  system_tree_node: {
    id: number;
    kind: string;
    name: string;
    serial: string | null;
    parent_name: string | null;
  } | null;
}

/** Spec 02 §8: this exact text makes the console show the "no hubs registered" warning. */
export const NO_HUBS_REGISTERED = 'no hubs registered';

export class HubService {
  private readonly gateways = new Map<number, HubGateway[]>();
  /** the connection parameters each hub gateway was (re)started with, by `${systemId}/${hubId}` */
  private readonly connections = new Map<string, string>();
  private readonly searchers = new Map<number, number>();
  /** listeners of every hub's device events (the monitor), also of hubs added later */
  private readonly deviceListeners = new Set<(systemId: number, event: HubGatewayEvent) => void>();
  private messageIds = 0;
  private started = false;
  private readonly offBus: () => void;
  /** spec 01 §3 app state outdated_hubs per system */
  readonly outdated: OutdatedHubs;

  constructor(
    private readonly systems: SystemRepository,
    private readonly createGateway: (systemId: number, hubId: number) => HubGateway,
    private readonly links: {
      getsOf?: (systemId: number) => GetsGateway | null;
      bus?: EventBus;
      /** where and how a hub is reached (address, credentials), as a comparable string */
      connection?: (systemId: number, hubId: number) => string;
    } = {},
  ) {
    for (const doc of systems.list())
      this.gateways.set(
        doc.id,
        doc.hubs.map((hub) => this.create(doc.id, hub.id)),
      );
    // The console's shell refetches the app state on this message, so the callout follows without polling.
    this.outdated = new OutdatedHubs(
      systems,
      (id) => this.hubs(id),
      links.getsOf ?? (() => null),
      (systemId, hubs) =>
        links.bus?.publish('systemMessage', {
          systemId,
          subject: 'hubs.outdated',
          payload: JSON.stringify({ hubs: hubs.map((h) => h.id) }),
        }),
    );
    // Hubs added, changed or removed (also with their system) take effect without a restart.
    this.offBus =
      links.bus?.on('configSaved', (change) => {
        if (change.store === 'systems' || (change.store === 'system' && change.collection === 'hubs'))
          void this.reconcile();
      }) ?? (() => {});
  }

  private create(systemId: number, hubId: number): HubGateway {
    this.connections.set(`${systemId}/${hubId}`, this.links.connection?.(systemId, hubId) ?? '');
    const gateway = this.createGateway(systemId, hubId);
    gateway.on((event) => {
      for (const listener of this.deviceListeners) listener(systemId, event);
    });
    return gateway;
  }

  /** Every event of every hub of every system, with its system (device monitoring, modules/incidents). */
  watchDevices(listener: (systemId: number, event: HubGatewayEvent) => void): () => void {
    this.deviceListeners.add(listener);
    return () => this.deviceListeners.delete(listener);
  }

  /**
   * Follows the configuration: a new hub (or a new system's hubs) gets a gateway and starts, a removed one
   * stops, and a hub whose address or login changed reconnects now.
   */
  async reconcile(): Promise<void> {
    const work: Promise<void>[] = [];
    const configured = new Map(
      this.systems.list().map((doc) => [doc.id, new Set(doc.hubs.map((h) => h.id))]),
    );
    for (const [systemId, list] of this.gateways) {
      const hubs = configured.get(systemId) ?? new Set<number>();
      const kept = list.filter((g) => hubs.has(g.hubId));
      for (const g of list.filter((g) => !hubs.has(g.hubId))) {
        this.connections.delete(`${systemId}/${g.hubId}`);
        work.push(g.stop());
      }
      if (kept.length) this.gateways.set(systemId, kept);
      else this.gateways.delete(systemId);
    }
    for (const [systemId, hubIds] of configured) {
      const list = this.gateways.get(systemId) ?? [];
      for (const hubId of hubIds) {
        const running = list.find((g) => g.hubId === hubId);
        if (!running) {
          const gateway = this.create(systemId, hubId);
          list.push(gateway);
          this.outdated.watchHub(systemId, gateway);
          if (this.started) gateway.start();
          continue;
        }
        const key = `${systemId}/${hubId}`;
        const connection = this.links.connection?.(systemId, hubId) ?? '';
        if (connection === this.connections.get(key)) continue;
        this.connections.set(key, connection);
        if (this.started) work.push(running.stop().then(() => running.start()));
      }
      if (list.length) this.gateways.set(systemId, list);
    }
    await Promise.all(work);
  }

  start(): void {
    this.started = true;
    for (const list of this.gateways.values()) for (const g of list) g.start();
  }

  async stop(): Promise<void> {
    this.started = false;
    this.offBus();
    this.outdated.stop();
    await Promise.all([...this.gateways.values()].flat().map((g) => g.stop()));
  }

  /** The system's hubs that are still configured (a hub removed from the configuration is not asked). */
  hubs(systemId: number): HubGateway[] {
    const configured = new Set(this.systems.get(systemId)?.hubs.map((h) => h.id) ?? []);
    return (this.gateways.get(systemId) ?? []).filter((g) => configured.has(g.hubId));
  }

  /** The HubPrinterMessage stream of one client. */
  deviceSearch(systemId: number, locale: Locale) {
    const hubs = this.hubs(systemId);
    const offs: Array<() => void> = [];
    const out = createPushIterator<HubPrinterMessage>(() => {
      for (const off of offs) off();
      if (hubs.length > 0) this.release(systemId, hubs);
    });
    const error = (text: string) =>
      out.push({ id: ++this.messageIds, address: null, error: text, system_tree_node: null });
    if (hubs.length === 0) {
      error(NO_HUBS_REGISTERED);
      return out;
    }
    const hubName = (hubId: number) =>
      this.systems.get(systemId)?.hubs.find((h) => h.id === hubId)?.name ?? String(hubId);
    for (const hub of hubs) {
      offs.push(
        hub.on((event: HubGatewayEvent) => {
          if (event.type === 'MagnetContact') out.push(this.contact(systemId, event.node, event.address));
          // A hub that drops out during search is reported; the hub's events resume when it is back.
          if (event.type === 'status' && event.status !== 'online' && event.status !== 'unknown')
            error(t(locale, 'hub.no_connection', { hub: hubName(hub.hubId) }));
          // A hub that comes back has forgotten nothing, but a restarted one may have: switch search on again.
          if (event.type === 'hello' && !event.searching && (this.searchers.get(systemId) ?? 0) > 0)
            void hub.setSearch(true).catch(() => {});
        }),
      );
    }
    const count = (this.searchers.get(systemId) ?? 0) + 1;
    this.searchers.set(systemId, count);
    if (count === 1) {
      for (const hub of hubs)
        void hub
          .setSearch(true)
          .catch(() => error(t(locale, 'hub.no_connection', { hub: hubName(hub.hubId) })));
    }
    return out;
  }

  private release(systemId: number, hubs: HubGateway[]): void {
    const count = Math.max(0, (this.searchers.get(systemId) ?? 1) - 1);
    this.searchers.set(systemId, count);
    if (count === 0) for (const hub of hubs) void hub.setSearch(false).catch(() => {});
  }

  private contact(systemId: number, nodeId: number, address: string): HubPrinterMessage {
    const nodes = this.systems.get(systemId)?.nodes ?? [];
    const node = nodes.find((n) => n.id === nodeId);
    const parent =
      node?.parent_id === null || node === undefined ? undefined : nodes.find((n) => n.id === node.parent_id);
    return {
      id: ++this.messageIds,
      address,
      error: null,
      system_tree_node: node
        ? {
            id: node.id,
            kind: node.kind,
            name: node.name,
            serial: node.serial,
            parent_name: parent?.name ?? null,
          }
        : null,
    };
  }
}
