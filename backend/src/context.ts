// What every resolver sees. Built per HTTP request or per WebSocket subscription from the
// transport headers (spec 01 §7) and the session cookie.
import type { ActiveSession, SessionService } from './auth/session-service.ts';
import type { Clock } from '@cs/contracts/clock';
import type { EventBus } from './platform/event-bus.ts';
import type { Locale } from './platform/locale.ts';
import type { AuditRepository } from './repositories/audit-repository.ts';
import type { InstallationRepository } from './repositories/installation-repository.ts';
import type { SystemRepository } from './repositories/system-repository.ts';
import type { UserRepository } from './repositories/user-repository.ts';
import type { EntityRepository } from './repositories/entity-repository.ts';
import type { ImageStore } from './store/image-store.ts';
import type { CallLogRepository } from './repositories/call-log-repository.ts';
import type { AppStatisticsQuery } from './repositories/app-statistics-query.ts';
import type { CallLogQuery } from './repositories/call-log-query.ts';
import type { ExportService } from './modules/exports/export-service.ts';
import type { AnalyticsService } from './modules/analytics/analytics-service.ts';
import type { CallService } from './modules/calls/call-service.ts';
import type { HubService } from './modules/hubs/hub-service.ts';
import type { SyncService } from './modules/sync/sync-service.ts';
import type { AppGateway } from './modules/app-gateway/app-gateway.ts';
import type { DemoControl } from './demo/demo-control.ts';
import type { DemoShift } from './demo/demo-shift.ts';
import type { SendLogRepository } from './repositories/send-log-repository.ts';
import type { MailQueue } from './modules/mail/mail-queue.ts';
import type { ReportMails } from './modules/reports/report-mails.ts';
import type { DeviceLog } from './modules/incidents/device-log.ts';
import type { DeviceNotes } from './modules/tree/device-notes.ts';
import type { IncidentRepository } from './modules/incidents/incident-repository.ts';
import type { MonitoringService } from './modules/incidents/monitoring-service.ts';
import type { UserRecord } from './store/config-types.ts';
import type { NetworkFaults } from './platform/network-faults.ts';

export interface Services {
  clock: Clock;
  bus: EventBus;
  sessions: SessionService;
  users: UserRepository;
  installation: InstallationRepository;
  systems: SystemRepository;
  /** the admin entities' lists (crud/) */
  entities: EntityRepository;
  /** uploaded images (checkpoint maps), files next to the documents */
  images: ImageStore;
  audit: AuditRepository;
  /** true exactly when the embedded twin runs (ARCHITECTURE §6 demo mode) */
  demoMode: boolean;
  calls: CallService;
  hubs: HubService;
  /** sync with the configurator (changelog, commit, import) */
  sync: SyncService;
  callLog: CallLogRepository;
  /** reading the call log (pages, one call's timeline) */
  callLogQuery: CallLogQuery;
  /** the analytics dashboard's figures (closed days kept in memory) */
  analytics: AnalyticsService;
  /** the app statistics' reading of the action timeline (spec 01 §2 /appmanagement/statistic) */
  appStatistics: AppStatisticsQuery;
  /** export jobs of the call log and the system tree (spec 02 §4) */
  exports: ExportService;
  /** the phones' gateway: pairing, login, calls to the phones, escalation (modules/app-gateway) */
  appGateway: AppGateway;
  /** spec 02 §3 send log of report mails and notifications */
  sendLog: SendLogRepository;
  /** every mail goes through it: logged, sent, retried */
  mail: MailQueue;
  /** report schedule and instant notifications */
  reportMails: ReportMails;
  /** device history (hub and Gets device events, last heard, reachability changes) */
  deviceLog: DeviceLog;
  /** notes on devices (spec 02 §3 Note (on a device)) */
  deviceNotes: DeviceNotes;
  incidents: IncidentRepository;
  /** device monitoring: opens and closes incidents (issue 18) */
  monitoring: MonitoringService;
  /** the embedded twin's controls; null when the backend talks to real hardware */
  demo: DemoControl | null;
  /** the demo's shift of simulated phones (demo mode only, once the server listens) */
  demoShift: DemoShift | null;
  /** protocol faults on the backend's own sockets (/ws/app, /ws/backend, upgrades), counted per endpoint */
  networkFaults: NetworkFaults;
}

/** The caller as resolved from headers and cookie, before GraphQL runs. */
export interface RequestState {
  systemId: number;
  locale: Locale;
  session: ActiveSession | null;
  user: UserRecord | null;
  address: string | null;
}

export interface GraphQLContext extends RequestState {
  services: Services;
  transport: 'http' | 'ws';
  /** set by a mutation that knows its field changes (crud/): the audit row records these instead of the arguments */
  auditChanges?: Record<string, unknown>;
}
