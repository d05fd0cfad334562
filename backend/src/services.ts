// Opens the stores and wires the repositories and services the transports share.
import type { Services } from './context.ts';
import { hashPassword } from './auth/password.ts';
import { SessionService } from './auth/session-service.ts';
import { EventBus } from './platform/event-bus.ts';
import { AuditRepository } from './repositories/audit-repository.ts';
import { InstallationRepository } from './repositories/installation-repository.ts';
import { SessionRepository } from './repositories/session-repository.ts';
import { SystemRepository } from './repositories/system-repository.ts';
import { UserRepository } from './repositories/user-repository.ts';
import { EntityRepository } from './repositories/entity-repository.ts';
import { ImageStore } from './store/image-store.ts';
import path from 'node:path';
import { seedDemoFacility } from './seed/demo-facility.ts';
import { markDemoAppClients } from './seed/demo-app.ts';
import { seedSiteInstallation } from './seed/first-admin.ts';
import { refuseDemoOnSite } from './seed/installation-kind.ts';
import { completeStoredRecords } from './crud/complete-records.ts';
import { openConfigStore } from './store/config-store.ts';
import { openHistoryDb } from './store/history-db.ts';
import { storeProbes, type StoreProbes } from './store/store-probes.ts';
import { GetsNetworkGateway } from './gateways/gets-network-gateway.ts';
import { HubNetworkGateway } from './gateways/hub-network-gateway.ts';
import { targetsFromConfig } from './gateways/targets.ts';
import { CallService } from './modules/calls/call-service.ts';
import { HubService } from './modules/hubs/hub-service.ts';
import { SyncService } from './modules/sync/sync-service.ts';
import { AutoCommit } from './modules/sync/auto-commit.ts';
import { CallLogRepository } from './repositories/call-log-repository.ts';
import { CallLogQuery } from './repositories/call-log-query.ts';
import { AnalyticsService } from './modules/analytics/analytics-service.ts';
import { AppStatisticsQuery } from './repositories/app-statistics-query.ts';
import { ExportJobRepository } from './repositories/export-job-repository.ts';
import { ExportService } from './modules/exports/export-service.ts';
import { AppGateway } from './modules/app-gateway/app-gateway.ts';
import { linkStatusLogger } from './gateways/link-log.ts';
import { DeviceLog } from './modules/incidents/device-log.ts';
import { DeviceNotes } from './modules/tree/device-notes.ts';
import { IncidentRepository } from './modules/incidents/incident-repository.ts';
import { MonitoringService } from './modules/incidents/monitoring-service.ts';
import { printToConsoleOnly } from './platform/logger.ts';
import { NetworkFaults } from './platform/network-faults.ts';
import { SendLogRepository } from './repositories/send-log-repository.ts';
import { MailQueue } from './modules/mail/mail-queue.ts';
import { sendOverSmtp } from './modules/mail/smtp-transport.ts';
import { ReportMails } from './modules/reports/report-mails.ts';
import { incidentReportSource } from './modules/reports/incident-report-source.ts';
import { longCallQuery } from './repositories/long-calls.ts';
import type { ServiceOptions } from './service-options.ts';

export async function openServices(
  options: ServiceOptions,
): Promise<{ services: Services; stores: StoreProbes; close: () => Promise<void> }> {
  const { clock } = options;
  const hash = options.seedPasswordHash ?? hashPassword;
  const seed = options.seed ?? (options.demoMode ? 'demo' : 'site');
  const config = await openConfigStore(options.dataDir, () =>
    seed === 'demo'
      ? seedDemoFacility(hash, clock.now(), options.demoSystems)
      : seedSiteInstallation(hash, clock.now(), options.demoSystems, options.log ?? printToConsoleOnly),
  );
  if (options.demoMode) refuseDemoOnSite(config.installation.data, options.dataDir);
  completeStoredRecords(
    config.installation.data,
    [...config.systems.values()].map((db) => db.data),
  );
  if (options.demoMode) markDemoAppClients(config.installation.data);
  const history = openHistoryDb(options.historyInMemory ? null : options.dataDir);
  const systems = new SystemRepository(config.systems);
  const overrides = options.targetOverrides ?? new Map();
  // A system added at runtime (system parameters) has no twin even in demo mode: the twin's ward is
  // generated with the seeded configuration, and a new system's devices, call types and sections are its own.
  // Its gateways connect to the address entered, as a real installation's would ('offline' until one answers).
  const targets = (systemId: number) => {
    const doc = systems.get(systemId);
    return overrides.get(systemId) ?? (doc ? targetsFromConfig(doc) : null);
  };
  const tuning = options.gateways ?? {};
  const callLog = new CallLogRepository(history);
  const callLogQuery = new CallLogQuery(history);
  const bus = new EventBus();
  const calls = new CallService({
    systems,
    clock,
    bus,
    callLog,
    createGateway: (systemId) => {
      const gateway = new GetsNetworkGateway({
        target: () => targets(systemId)?.gets ?? null,
        clock,
        ...tuning,
      });
      gateway.on(linkStatusLogger({ system: systemId, peer: 'gets' }));
      return gateway;
    },
    connection: (systemId) => JSON.stringify(targets(systemId)?.gets ?? null),
    onGatewayCreated: (systemId, gateway) => {
      hubs.outdated.watchGets(systemId, gateway);
      sync.watch(systemId, gateway);
      monitoring.watchGets(systemId, gateway);
    },
  });
  const hubs = new HubService(
    systems,
    (systemId, hubId) => {
      const gateway = new HubNetworkGateway({
        hubId,
        target: () => targets(systemId)?.hubs.get(hubId) ?? null,
        clock,
        ...tuning,
      });
      gateway.on(linkStatusLogger({ system: systemId, peer: 'hub', hub: hubId }));
      return gateway;
    },
    {
      getsOf: (systemId) => calls.gateway(systemId),
      bus,
      connection: (systemId, hubId) => JSON.stringify(targets(systemId)?.hubs.get(hubId) ?? null),
    },
  );
  const entities = new EntityRepository(config.installation, config.systems, config.addSystem, (change) =>
    bus.publish('configSaved', change),
  );
  const sync = new SyncService({
    systems,
    entities,
    clock,
    bus,
    gateway: (systemId) => calls.gateway(systemId),
  });
  // The systems there at start (onGatewayCreated above covers those added later): commits started at the Gets,
  // the firmware version on every (re)connect (spec 01 §3 committing_gets_config, configurator_version).
  for (const doc of systems.list()) {
    const gateway = calls.gateway(doc.id);
    if (gateway) sync.watch(doc.id, gateway);
  }
  const autoCommit = new AutoCommit({ bus, clock, systems, sync });
  autoCommit.start();
  const exports = new ExportService({
    dir: path.join(options.dataDir, 'exports'),
    jobs: new ExportJobRepository(history),
    clock,
    maxRows: options.exportMaxRows,
  });
  exports.start();
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
  const sendLog = new SendLogRepository(history);
  const mail = new MailQueue({
    clock,
    log: sendLog,
    settings: () => installation.smtpSettings(),
    send: sendOverSmtp,
    onChange: (row) => bus.publish('sendLog', row),
  });
  mail.start();
  const users = new UserRepository(config.installation);
  const reportMails = new ReportMails({
    clock,
    installation,
    users,
    systems,
    source:
      options.incidentSource ??
      incidentReportSource({
        incidents,
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
  const services: Services = {
    clock,
    bus,
    sessions: new SessionService(new SessionRepository(history), clock, options.sessionIdleMs),
    users,
    installation,
    systems,
    entities,
    images: new ImageStore(path.join(options.dataDir, 'images'), clock),
    audit,
    demoMode: options.demoMode,
    calls,
    hubs,
    sync,
    callLog,
    callLogQuery,
    analytics: new AnalyticsService(history, callLogQuery),
    appStatistics: new AppStatisticsQuery(history),
    exports,
    appGateway,
    sendLog,
    mail,
    reportMails,
    deviceLog,
    deviceNotes: new DeviceNotes(history),
    incidents,
    monitoring,
    demo: null,
    demoShift: null,
    networkFaults: new NetworkFaults(),
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
