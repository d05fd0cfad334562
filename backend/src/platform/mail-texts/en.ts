// The mails' texts in English (see ../messages-mail.ts).
import type { MailTexts } from './mail-texts.ts';

export const en: MailTexts = {
  errors: {
    not_configured: 'No mail server is set up.',
    send_failed: 'Sending failed: {reason}',
    reasons: {
      connection_refused: 'connection refused',
      host_not_found: 'server not found',
      timeout: 'timeout',
      not_smtp: 'not an SMTP server',
      tls_failed: 'TLS failed',
      authentication_failed: 'authentication failed',
      sender_refused: 'sender address refused',
      recipient_refused: 'recipient address refused',
      message_refused: 'mail refused',
      connection_lost: 'connection lost',
      failed: 'unknown error',
    },
  },
  subjects: {
    daily: 'Daily report {range}',
    weekly: 'Weekly report {range}',
    monthly: 'Monthly report {range}',
  },
  notify: {
    battery: 'Low battery: {device} ({system})',
    defects: 'Device defect: {device} ({system})',
    probable_defects: 'Probable defect: {device} ({system})',
    reachability: 'Device not reachable: {device} ({system})',
  },
  heading: { report: 'Report of the call system', notification: 'Notice from the call system' },
  period: 'Period: {from} to {to}',
  system: 'System: {system}',
  none: 'No incidents in this period.',
  paused:
    'The data of these radio hubs is out of date; their devices are missing from this report until the hubs are synchronised again: {hubs}',
  footer: 'This message was sent automatically.',
  columns: {
    kind: 'Kind',
    severity: 'Severity',
    state: 'State',
    device: 'Device',
    number: 'No.',
    battery: 'Battery',
    opened: 'Opened',
    closed: 'Closed',
  },
  kinds: {
    battery: 'Battery',
    defects: 'Defect',
    probable_defects: 'Probable defect',
    reachability: 'Not reachable',
  },
  severities: { Critical: 'Critical', Warning: 'Warning', Info: 'Info' },
  states: { New: 'New', Assigned: 'Assigned', Closed: 'Closed' },
  longCalls: {
    title: 'Long calls ({minutes} minutes or more)',
    none: 'No long calls in this period.',
    columns: {
      opened: 'Start',
      closed: 'End',
      duration: 'Duration (min)',
      callType: 'Call type',
      device: 'Device',
      section: 'Section',
    },
  },
};
