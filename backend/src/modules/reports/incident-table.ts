// The incident table of report mails and notifications, as HTML and as plain text, in the recipient's language;
// times dd.MM.yyyy HH:mm in the facility's zone (spec 01 §9).
import { formatDateTime } from '@cs/rules/time';
import type { Locale } from '../../platform/locale.ts';
import { t } from '../../platform/messages.ts';
import type { ReportIncident } from './report-source.ts';

const COLUMNS = ['kind', 'severity', 'state', 'device', 'number', 'battery', 'opened', 'closed'] as const;

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The cells of one incident, in the column order, as the recipient reads them. */
export function incidentCells(incident: ReportIncident, locale: Locale, zone: string): string[] {
  return [
    t(locale, `mail.kinds.${incident.kind}`),
    t(locale, `mail.severities.${incident.severity}`),
    t(locale, `mail.states.${incident.state}`),
    incident.node_path || incident.node_name,
    String(incident.device_id),
    incident.battery === null ? '' : `${incident.battery} %`,
    formatDateTime(incident.opened_at, zone),
    incident.closed_at ? formatDateTime(incident.closed_at, zone) : '',
  ];
}

export function headerCells(locale: Locale): string[] {
  return COLUMNS.map((c) => t(locale, `mail.columns.${c}`));
}

export function htmlTable(header: readonly string[], rows: readonly string[][]): string {
  const cell = (tag: 'th' | 'td', text: string) =>
    `<${tag} style="border:1px solid #999;padding:4px 8px;text-align:left">${escapeHtml(text)}</${tag}>`;
  const head = `<tr>${header.map((h) => cell('th', h)).join('')}</tr>`;
  const body = rows.map((r) => `<tr>${r.map((c) => cell('td', c)).join('')}</tr>`).join('\n');
  return `<table style="border-collapse:collapse">\n<thead>${head}</thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

/** One line per incident, cells separated by ' | ', under a header line: readable in any mail program. */
export function textTable(header: readonly string[], rows: readonly string[][]): string {
  return [header, ...rows].map((r) => r.join(' | ')).join('\n');
}

export const htmlDocument = (lang: Locale, title: string, body: string): string =>
  `<!DOCTYPE html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n` +
  `<body style="font-family:sans-serif">\n${body}\n</body></html>`;
