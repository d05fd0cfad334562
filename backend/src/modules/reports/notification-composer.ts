// An instant notification (spec 02 §3 send log kind notification): one incident as it opens, in the
// recipient's language, with the same table as the reports.
import type { Locale } from '../../platform/locale.ts';
import { t } from '../../platform/messages.ts';
import type { SendSubject } from '../../repositories/send-log-repository.ts';
import {
  escapeHtml,
  headerCells,
  htmlDocument,
  htmlTable,
  incidentCells,
  textTable,
} from './incident-table.ts';
import type { IncidentKind, ReportIncident } from './report-source.ts';

/** Spec 02 §3 send log subjects of the instant notifications. */
export const NOTIFICATION_SUBJECT: Record<IncidentKind, SendSubject> = {
  battery: 'device_battery',
  defects: 'defect',
  probable_defects: 'probable_defect',
  reachability: 'device_not_reachable',
};

export function composeNotification(
  incident: ReportIncident,
  system: { name: string; zone: string },
  locale: Locale,
): { subject: string; text: string; html: string } {
  const subject = t(locale, `mail.notify.${incident.kind}`, {
    device: incident.node_name,
    system: system.name,
  });
  const rows = [incidentCells(incident, locale, system.zone)];
  const heading = t(locale, 'mail.heading.notification');
  const footer = t(locale, 'mail.footer');
  const text = [subject, '', textTable(headerCells(locale), rows), '', footer].join('\n');
  const html = htmlDocument(
    locale,
    subject,
    [
      `<h1>${escapeHtml(heading)}</h1>`,
      `<p>${escapeHtml(subject)}</p>`,
      htmlTable(headerCells(locale), rows),
      `<p style="color:#555">${escapeHtml(footer)}</p>`,
    ].join('\n'),
  );
  return { subject, text, html };
}
