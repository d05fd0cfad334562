// A report mail (spec 02 §3 report): per system the incidents open during the period that the report's flags
// select, as an HTML and a text table in the recipient's language. Flags: include_battery (at or below the
// report's battery_threshold), include_not_reachable, include_probable_defects; defects are always listed
// (the report has no flag for them and a defect is what a report must not hide, our reading); radio_enabled,
// technical_enabled and wired_enabled choose device kinds. Devices of a hub whose data is outdated are left
// out and the hub is named (spec 02 §4: outdated hub data pauses reports). include_long_calls adds the calls that
// opened in the period and lasted call_duration_threshold minutes or more (repositories/long-calls.ts).
import { formatDate, formatDateTime } from '@cs/rules/time';
import type { Locale } from '../../platform/locale.ts';
import { t } from '../../platform/messages.ts';
import type { LongCall, LongCallQuery } from '../../repositories/long-calls.ts';
import type { ReportRecord } from '../../store/config-types.ts';
import {
  escapeHtml,
  headerCells,
  htmlDocument,
  htmlTable,
  incidentCells,
  textTable,
} from './incident-table.ts';
import type { ReportPeriod } from './report-schedule.ts';
import type { IncidentSource, ReportIncident } from './report-source.ts';

export interface ReportSystem {
  id: number;
  name: string;
  zone: string;
  /** hubs whose data is outdated now (spec 02 §4) */
  outdatedHubs: ReadonlyArray<{ id: number; name: string }>;
}

export interface ReportRequest {
  report: ReportRecord;
  period: ReportPeriod;
  from: number;
  to: number;
  /** the facility's zone: the period's dates in the subject */
  zone: string;
  locale: Locale;
  systems: readonly ReportSystem[];
  source: IncidentSource;
  longCalls: LongCallQuery;
}

const LONG_CALL_COLUMNS = ['opened', 'closed', 'duration', 'callType', 'device', 'section'] as const;

function longCallCells(call: LongCall, zone: string): string[] {
  return [
    formatDateTime(call.opened_at, zone),
    formatDateTime(call.closed_at, zone),
    String(Math.round(call.duration / 60)),
    call.call_type_text ?? '',
    call.device_text_long ?? '',
    call.section_name ?? '',
  ];
}

/** The long calls of one system, as text lines and HTML. */
function longCallSection(r: ReportRequest, system: ReportSystem, fromIso: string, toIso: string) {
  const { locale } = r;
  const minutes = r.report.call_duration_threshold;
  const title = t(locale, 'mail.longCalls.title', { minutes });
  const rows = r
    .longCalls(system.id, fromIso, toIso, minutes * 60)
    .map((call) => longCallCells(call, system.zone));
  const header = LONG_CALL_COLUMNS.map((c) => t(locale, `mail.longCalls.columns.${c}`));
  const none = t(locale, 'mail.longCalls.none');
  return {
    text: ['', title, rows.length ? textTable(header, rows) : none],
    html: [
      `<h3>${escapeHtml(title)}</h3>`,
      rows.length ? htmlTable(header, rows) : `<p>${escapeHtml(none)}</p>`,
    ],
  };
}

export function selectedByReport(report: ReportRecord, incident: ReportIncident): boolean {
  const kindOn = { radio: report.radio_enabled, wired: report.wired_enabled, tech: report.technical_enabled };
  if (!kindOn[incident.device_kind]) return false;
  switch (incident.kind) {
    case 'battery':
      return (
        report.include_battery && (incident.battery === null || incident.battery <= report.battery_threshold)
      );
    case 'reachability':
      return report.include_not_reachable;
    case 'probable_defects':
      return report.include_probable_defects;
    case 'defects':
      return true;
  }
}

export function composeReport(r: ReportRequest): { subject: string; text: string; html: string } {
  const { locale } = r;
  const range = { from: formatDate(r.from, r.zone), to: formatDate(r.to - 1, r.zone) };
  const rangeText = r.period === 'daily' ? range.from : `${range.from} – ${range.to}`;
  const subject = t(locale, `mail.subjects.${r.period}`, { range: rangeText });
  const period = t(locale, 'mail.period', range);
  const text: string[] = [subject, '', period];
  const html: string[] = [`<h1>${escapeHtml(subject)}</h1>`, `<p>${escapeHtml(period)}</p>`];
  const fromIso = new Date(r.from).toISOString();
  const toIso = new Date(r.to).toISOString();
  for (const system of r.systems) {
    const paused = new Set(system.outdatedHubs.map((h) => h.id));
    const rows = r.source
      .listForReport(system.id, fromIso, toIso)
      .filter((i) => selectedByReport(r.report, i) && !(i.hub_id !== null && paused.has(i.hub_id)))
      .sort((a, b) => a.opened_at.localeCompare(b.opened_at) || a.id - b.id)
      .map((i) => incidentCells(i, locale, system.zone));
    const heading = t(locale, 'mail.system', { system: system.name });
    text.push('', heading);
    html.push(`<h2>${escapeHtml(heading)}</h2>`);
    if (paused.size > 0) {
      const note = t(locale, 'mail.paused', { hubs: system.outdatedHubs.map((h) => h.name).join(', ') });
      text.push(note);
      html.push(`<p><strong>${escapeHtml(note)}</strong></p>`);
    }
    if (rows.length === 0) {
      text.push(t(locale, 'mail.none'));
      html.push(`<p>${escapeHtml(t(locale, 'mail.none'))}</p>`);
    } else {
      text.push(textTable(headerCells(locale), rows));
      html.push(htmlTable(headerCells(locale), rows));
    }
    if (r.report.include_long_calls) {
      const section = longCallSection(r, system, fromIso, toIso);
      text.push(...section.text);
      html.push(...section.html);
    }
  }
  const footer = t(locale, 'mail.footer');
  text.push('', footer);
  html.push(`<p style="color:#555">${escapeHtml(footer)}</p>`);
  return { subject, text: text.join('\n'), html: htmlDocument(locale, subject, html.join('\n')) };
}
