// Test harness of the monitor (not a test itself): a real history database and the real monitor, with the hubs,
// the Gets and the configuration replaced by small fakes a test drives, on a simulated clock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { SimulatedClock } from '@cs/contracts/clock';
import type { GetsCall } from '@cs/contracts/gets';
import type { GetsGatewayEvent, HubGatewayEvent } from '../../gateways/types.ts';
import { EventBus, type IncidentEvent } from '../../platform/event-bus.ts';
import { DEFAULT_GLOBAL_SETTINGS } from '../../repositories/installation-repository.ts';
import type { SystemDoc, SystemTreeNodeRecord } from '../../store/config-types.ts';
import { openHistoryDb } from '../../store/history-db.ts';
import { DeviceLog } from './device-log.ts';
import { IncidentRepository } from './incident-repository.ts';
import { MonitoringService, type MonitoringDeps } from './monitoring-service.ts';

export const START = Date.UTC(2025, 0, 6, 8, 0, 0);

const node = (id: number, kind: string, extra: Partial<SystemTreeNodeRecord> = {}) =>
  ({
    id,
    kind,
    number: id,
    is_tech: false,
    call_source_id: null,
    parent_id: 1,
    name: `D${id}`,
    ...extra,
  }) as SystemTreeNodeRecord;

/** Radio device 10, wired 20, tech 30 (call source 5, in a group with a 15-minute timeout), radio 40 on hub 2. */
export function systemDoc(): SystemDoc {
  return {
    id: 1,
    name: 'Haus',
    nodes: [node(10, 'radio'), node(20, 'wired'), node(30, 'tech', { call_source_id: 5 }), node(40, 'radio')],
    call_types: [
      { id: 9, flag: 'defect' },
      { id: 4, flag: 'none' },
    ],
    call_source_groups: [{ id: 1, name: 'Technik', related_callsources: [5], timeout_minutes: 15 }],
  } as unknown as SystemDoc;
}

export class MonitorHarness {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'cs-monitor-'));
  readonly clock = new SimulatedClock(START);
  readonly bus = new EventBus();
  db: DatabaseSync = openHistoryDb(this.dir);
  readonly doc = systemDoc();
  readonly settings = { ...DEFAULT_GLOBAL_SETTINGS };
  monitors: Array<Record<string, unknown>> = [];
  readonly lastSeen = new Map<number, number>();
  readonly openCalls = new Map<number, GetsCall>();
  outdated: number[] = [];
  getsStatus = 'online';
  private hubListeners = new Set<(systemId: number, event: HubGatewayEvent) => void>();
  private getsListeners = new Set<(event: GetsGatewayEvent) => void>();
  readonly opened: IncidentEvent[] = [];
  readonly closed: IncidentEvent[] = [];
  monitor!: MonitoringService;
  incidents!: IncidentRepository;
  deviceLog!: DeviceLog;

  constructor() {
    this.bus.on('incidentOpened', (e) => this.opened.push(e));
    this.bus.on('incidentClosed', (e) => this.closed.push(e));
    this.boot();
  }

  /** (Re)starts the monitor on the same database, as a backend restart does. */
  boot(): void {
    this.incidents = new IncidentRepository(this.db);
    this.deviceLog = new DeviceLog(this.db);
    const hub = {
      hubId: 1,
      status: 'online',
      lastSeen: (n: number) => this.lastSeen.get(n) ?? null,
      seenDevices: () => this.lastSeen,
    };
    const deps = {
      clock: this.clock,
      bus: this.bus,
      systems: { list: () => [this.doc], get: (id: number) => (id === 1 ? this.doc : undefined) },
      installation: { globalSettings: () => this.settings },
      entities: { list: () => this.monitors },
      calls: {
        gateway: () => ({
          status: this.getsStatus,
          on: (l: (event: GetsGatewayEvent) => void) => {
            this.getsListeners.add(l);
            return () => this.getsListeners.delete(l);
          },
        }),
        system: () => ({ openRecords: () => this.openCalls.values() }),
      },
      hubs: {
        hubs: () => [hub],
        outdated: { list: () => this.outdated.map((id) => ({ id, name: `Hub ${id}`, last_sync: null })) },
        watchDevices: (l: (systemId: number, event: HubGatewayEvent) => void) => {
          this.hubListeners.add(l);
          return () => this.hubListeners.delete(l);
        },
      },
      deviceLog: this.deviceLog,
      incidents: this.incidents,
    } as unknown as MonitoringDeps;
    this.monitor = new MonitoringService(deps);
    this.monitor.start();
  }

  restart(): void {
    this.monitor.stop();
    this.boot();
  }

  get nowIso(): string {
    return new Date(this.clock.now()).toISOString();
  }

  hub(event: Record<string, unknown>, hubId = 1): void {
    const full = { at: this.nowIso, address: 'A', hubId, ...event } as unknown as HubGatewayEvent;
    for (const l of this.hubListeners) l(1, full);
  }

  gets(event: Record<string, unknown>): void {
    const full = { seq: 1, at: this.nowIso, ...event } as unknown as GetsGatewayEvent;
    for (const l of this.getsListeners) l(full);
  }

  /** Every incident of the system, oldest first. */
  all(): IncidentEvent[] {
    return this.incidents.query({ systemIds: [1], limit: 1000, offset: 0 }).rows.reverse();
  }

  close(): void {
    this.monitor.stop();
    this.db.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
