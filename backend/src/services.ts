// Opens the stores and wires the repositories and services the transports share.
import type { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import type { Clock } from '@cs/contracts/clock';
import type { Services } from './context.ts';
import { SessionService } from './auth/session-service.ts';
import { EventBus } from './platform/event-bus.ts';
import { AuditRepository } from './repositories/audit-repository.ts';
import { InstallationRepository } from './repositories/installation-repository.ts';
import { SessionRepository } from './repositories/session-repository.ts';
import { SystemRepository } from './repositories/system-repository.ts';
import { UserRepository } from './repositories/user-repository.ts';
import { EntityRepository } from './repositories/entity-repository.ts';
import { ImageStore } from './store/image-store.ts';
import { storeProbes, type StoreProbes } from './store/store-probes.ts';
import type { HubService } from './modules/hubs/hub-service.ts';
import { CallLogRepository } from './repositories/call-log-repository.ts';
import { CallLogQuery } from './repositories/call-log-query.ts';
import { AnalyticsService } from './modules/analytics/analytics-service.ts';
import { AppStatisticsQuery } from './repositories/app-statistics-query.ts';
import { ExportJobRepository } from './repositories/export-job-repository.ts';
import { ExportService } from './modules/exports/export-service.ts';
import { AppGateway } from './modules/app-gateway/app-gateway.ts';
import { DeviceLog } from './modules/incidents/device-log.ts';
import { DeviceNotes } from './modules/tree/device-notes.ts';
import { IncidentRepository } from './modules/incidents/incident-repository.ts';
import { MonitoringService } from './modules/incidents/monitoring-service.ts';
import { NetworkFaults } from './platform/network-faults.ts';
import { SendLogRepository } from './repositories/send-log-repository.ts';
import { MailQueue } from './modules/mail/mail-queue.ts';
import { sendOverSmtp } from './modules/mail/smtp-transport.ts';
import { ReportMails } from './modules/reports/report-mails.ts';
import { incidentReportSource } from './modules/reports/incident-report-source.ts';
import { longCallQuery } from './repositories/long-calls.ts';
import { openStores } from './open-stores.ts';
import { gatewayTargets, linkSystems } from './peer-links.ts';
import type { ServiceOptions } from './service-options.ts';

export async function openServices(
  options: ServiceOptions,
): Promise<{ services: Services; stores: StoreProbes; close: () => Promise<void> }> {
  const { clock } = options;
  const { config, history } = await openStores(options);
  const systems = new SystemRepository(config.systems);
  const callLog = new CallLogRepository(history);
  const callLogQuery = new CallLogQuery(history);
  const bus = new EventBus();
  const entities = new EntityRepository(config.installation, config.systems, config.addSystem, (change) =>
    bus.publish('configSaved', change),
  );
  const { calls, hubs, sync, autoCommit } = linkSystems({
    systems,
    entities,
    clock,
    bus,
    callLog,
    targets: gatewayTargets(systems, options.targetOverrides),
    tuning: options.gateways ?? {},
    watchGets: (systemId, gateway) => monitoring.watchGets(systemId, gateway),
  });
  const exports = startExports(options, history);
  const installation = new InstallationRepository(config.installation);
  const deviceLog = new DeviceLog(history);
  const incidents = new IncidentRepository(history);
  const monitoring = new MonitoringService({
    clock,
    bus,
    systems,
    installation,
    entities,
    calls,
    hubs,
    deviceLog,
    incidents,
    sweepMs: options.monitorSweepMs,
  });
  monitoring.start();
  const audit = new AuditRepository(history, clock);
  const appGateway = new AppGateway({
    clock,
    entities,
    installation,
    systems,
    settings: () => installation.appSettings(),
    calls,
    callLog,
    bus,
    audit,
    pairingTokenTtlMs: options.pairingTokenTtlMs,
  });
  appGateway.start();
  const users = new UserRepository(config.installation);
  const { sendLog, mail, reportMails } = startMail(options, history, {
    clock,
    bus,
    installation,
    users,
    systems,
    hubs,
    incidents,
    monitoring,
  });
  const services: Services = {
    ...standaloneServices(options, history, callLogQuery),
    clock,
    bus,
    users,
    installation,
    systems,
    entities,
    audit,
    calls,
    hubs,
    sync,
    callLog,
    callLogQuery,
    exports,
    appGateway,
    sendLog,
    mail,
    reportMails,
    deviceLog,
    incidents,
    monitoring,
  };
  const close = async () => {
    autoCommit.stop();
    appGateway.stop();
    reportMails.stop();
    monitoring.stop();
    await Promise.all([calls.stop(), hubs.stop(), exports.stop(), mail.stop()]);
    history.close();
  };
  return { services, stores: storeProbes(options.dataDir, config, history), close };
}

/** The export jobs of the call log and the system tree (spec 02 §4), files in the data folder; started. */
function startExports(options: ServiceOptions, history: DatabaseSync): ExportService {
  const exports = new ExportService({
    dir: path.join(options.dataDir, 'exports'),
    jobs: new ExportJobRepository(history),
    clock: options.clock,
    maxRows: options.exportMaxRows,
  });
  exports.start();
  return exports;
}

/**
 * What stands apart from the links and timers: the sessions, the uploaded images, the readers of the history, the
 * sockets' fault counts; the demo's controls come once the embedded twin runs (server.ts).
 */
function standaloneServices(
  options: ServiceOptions,
  history: DatabaseSync,
  callLogQuery: CallLogQuery,
): Pick<
  Services,
  | 'sessions'
  | 'images'
  | 'demoMode'
  | 'analytics'
  | 'appStatistics'
  | 'deviceNotes'
  | 'demo'
  | 'demoShift'
  | 'networkFaults'
> {
  const { clock } = options;
  return {
    sessions: new SessionService(new SessionRepository(history), clock, options.sessionIdleMs),
    images: new ImageStore(path.join(options.dataDir, 'images'), clock),
    demoMode: options.demoMode,
    analytics: new AnalyticsService(history, callLogQuery),
    appStatistics: new AppStatisticsQuery(history),
    deviceNotes: new DeviceNotes(history),
    demo: null,
    demoShift: null,
    networkFaults: new NetworkFaults(),
  };
}

/**
 * Every mail goes through one queue, logged in the send log, sent over SMTP and retried; the report schedule and the
 * instant notifications (spec 02 §3) queue theirs there. Both are started.
 */
function startMail(
  options: Pick<ServiceOptions, 'incidentSource'>,
  history: DatabaseSync,
  deps: {
    clock: Clock;
    bus: EventBus;
    installation: InstallationRepository;
    users: UserRepository;
    systems: SystemRepository;
    hubs: HubService;
    incidents: IncidentRepository;
    monitoring: MonitoringService;
  },
): { sendLog: SendLogRepository; mail: MailQueue; reportMails: ReportMails } {
  const { clock, bus, installation, systems, hubs, monitoring } = deps;
  const sendLog = new SendLogRepository(history);
  const mail = new MailQueue({
    clock,
    log: sendLog,
    settings: () => installation.smtpSettings(),
    send: sendOverSmtp,
    onChange: (row) => bus.publish('sendLog', row),
  });
  mail.start();
  const reportMails = new ReportMails({
    clock,
    installation,
    users: deps.users,
    systems,
    source:
      options.incidentSource ??
      incidentReportSource({
        incidents: deps.incidents,
        bus,
        system: (id) => systems.get(id),
        battery: (id, device) => monitoring.memories.peek(id, device)?.battery ?? null,
      }),
    longCalls: longCallQuery(history),
    queue: mail,
    lastReportAt: () => sendLog.latestCreatedAt('report'),
    outdatedHubs: (systemId) => hubs.outdated.list(systemId),
  });
  reportMails.start();
  return { sendLog, mail, reportMails };
}
