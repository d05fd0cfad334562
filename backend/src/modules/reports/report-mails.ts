// Turns the schedule's runs and the incidents' openings into mails on the queue (modules/mail/mail-queue.ts):
// one mail per report, period and recipient (report-composer.ts), one per opened incident and recipient
// (notification-composer.ts), each in its recipient's language; a recipient never sees the others' addresses.
// Dedupe keys make each of them one send log row, whatever repeats a run.
import type { Clock } from '@cs/contracts/clock';
import { mayUseSystem } from '@cs/rules/permissions';
import type { Locale } from '../../platform/locale.ts';
import { callSourceScope, inScope } from '../../auth/call-source-scope.ts';
import type { InstallationRepository } from '../../repositories/installation-repository.ts';
import type { UserRepository } from '../../repositories/user-repository.ts';
import type { LongCallQuery } from '../../repositories/long-calls.ts';
import type { SystemRepository } from '../../repositories/system-repository.ts';
import type { ReportRecord } from '../../store/config-types.ts';
import { systemTimeZone } from '../../store/system-zone.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { NOTIFICATION_SUBJECT, composeNotification } from './notification-composer.ts';
import { byLanguage, splitAddresses } from './recipients.ts';
import { composeReport, type ReportSystem } from './report-composer.ts';
import { periodRange, type ReportPeriod } from './report-schedule.ts';
import type { IncidentKind, IncidentSource, ReportIncident } from './report-source.ts';
import { ReportScheduler } from './report-scheduler.ts';

export interface ReportMailsOptions {
  clock: Clock;
  installation: InstallationRepository;
  /** the roles of a recipient: their call source groups narrow what a notification may tell them */
  users: Pick<UserRepository, 'rolesOf'>;
  systems: SystemRepository;
  source: IncidentSource;
  /** the call log's long calls (include_long_calls) */
  longCalls: LongCallQuery;
  queue: MailQueue;
  /** when the send log's newest report row was created (ISO), null when none was: the catch-up after a start */
  lastReportAt?: () => string | null;
  /** hubs of a system whose data is outdated now (modules/hubs/outdated-hubs.ts) */
  outdatedHubs: (systemId: number) => ReadonlyArray<{ id: number; name: string }>;
}

const NOTIFY_FLAG: Record<IncidentKind, keyof ReportRecord> = {
  battery: 'notify_battery',
  defects: 'notify_defects',
  probable_defects: 'notify_probable_defects',
  reachability: 'notify_not_reachable',
};

/** The facility's zone for installation-wide reports: the first system's (systems of one facility share it). */
const facilityZone = (systems: SystemRepository): string => systemTimeZone(systems.list()[0] ?? {});

export class ReportMails {
  private readonly scheduler: ReportScheduler;
  private off: (() => void) | null = null;

  constructor(private readonly o: ReportMailsOptions) {
    this.scheduler = new ReportScheduler({
      clock: o.clock,
      zone: () => facilityZone(o.systems),
      run: (runMs, periods) => this.runReports(runMs, periods),
      lastReportAt:
        o.lastReportAt &&
        (() => {
          const at = o.lastReportAt!();
          return at === null ? null : Date.parse(at);
        }),
    });
  }

  start(): void {
    this.scheduler.start();
    this.off = this.o.source.onOpened((incident) => this.notify(incident));
  }

  stop(): void {
    this.scheduler.stop();
    this.off?.();
  }

  /** The reports due at a run: every enabled report whose flag for the period is on. */
  runReports(runMs: number, periods: readonly ReportPeriod[]): void {
    const zone = facilityZone(this.o.systems);
    const systems: ReportSystem[] = this.o.systems.list().map((s) => ({
      id: s.id,
      name: s.name,
      zone: systemTimeZone(s),
      outdatedHubs: this.o.outdatedHubs(s.id),
    }));
    for (const report of this.o.installation.reports()) {
      if (!report.enabled) continue;
      for (const period of periods) {
        if (!report[`send_${period}`]) continue;
        const { from, to } = periodRange(period, runMs, zone);
        for (const [locale, to_] of this.recipients(splitAddresses(report.email))) {
          const mail = composeReport({
            report,
            period,
            from,
            to,
            zone,
            locale,
            systems,
            source: this.o.source,
            longCalls: this.o.longCalls,
          });
          // each recipient their own mail: nobody sees the others' addresses
          for (const address of to_)
            this.o.queue.submit({
              kind: 'report',
              system_id: null,
              subject: period,
              locale,
              dedupe_key: `report:${report.id}:${period}:${new Date(from).toISOString()}:${address.toLowerCase()}`,
              mail: { ...mail, to: [address] },
            });
        }
      }
    }
  }

  /** Spec 02 §3 instant notifications of an opened incident; none for a device of a hub with outdated data. */
  notify(incident: ReportIncident): void {
    const system = this.o.systems.get(incident.system_id);
    if (!system) return;
    if (incident.hub_id !== null && this.o.outdatedHubs(system.id).some((h) => h.id === incident.hub_id))
      return;
    const addresses: string[] = [];
    const group = incident.call_source_group_id;
    if (group !== null)
      for (const user of this.o.installation.users())
        if (
          user.notify_call_source_groups.includes(group) &&
          mayUseSystem(user, system.id) &&
          // a user whose roles restrict call source groups reads nothing of other devices, by mail neither
          inScope(callSourceScope(user, this.o.users.rolesOf(user), system), incident.call_source_id)
        )
          addresses.push(...splitAddresses(user.email));
    const kindOn = (r: ReportRecord) =>
      ({ radio: r.radio_enabled, wired: r.wired_enabled, tech: r.technical_enabled })[incident.device_kind];
    for (const report of this.o.installation.reports())
      if (report.enabled && report[NOTIFY_FLAG[incident.kind]] === true && kindOn(report))
        addresses.push(...splitAddresses(report.email));
    const where = { name: system.name, zone: systemTimeZone(system) };
    for (const [locale, to] of this.recipients(addresses)) {
      const mail = composeNotification(incident, where, locale);
      for (const address of to)
        this.o.queue.submit({
          kind: 'notification',
          system_id: system.id,
          subject: NOTIFICATION_SUBJECT[incident.kind],
          locale,
          dedupe_key: `notification:${incident.system_id}:${incident.id}:${address.toLowerCase()}`,
          mail: { ...mail, to: [address] },
        });
    }
  }

  private recipients(addresses: readonly string[]): Map<Locale, string[]> {
    return byLanguage(addresses, this.o.installation.users(), this.o.installation.globalSettings().locale);
  }
}
