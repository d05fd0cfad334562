// The shape of the mails' texts, one file per language beside this one (see ../messages-mail.ts).
import type { SendFailure } from '../../modules/mail/send-failure.ts';

export interface MailTexts {
  errors: Record<'not_configured' | 'send_failed', string> & {
    /** the send log's reasons (modules/mail/send-failure.ts), 'not_configured' said by its own text */
    reasons: Record<Exclude<SendFailure, 'not_configured'>, string>;
  };
  subjects: Record<'daily' | 'weekly' | 'monthly', string>;
  notify: Record<'battery' | 'defects' | 'probable_defects' | 'reachability', string>;
  heading: Record<'report' | 'notification', string>;
  period: string;
  system: string;
  none: string;
  paused: string;
  footer: string;
  columns: Record<
    'kind' | 'severity' | 'state' | 'device' | 'number' | 'battery' | 'opened' | 'closed',
    string
  >;
  kinds: Record<'battery' | 'defects' | 'probable_defects' | 'reachability', string>;
  severities: Record<'Critical' | 'Warning' | 'Info', string>;
  states: Record<'New' | 'Assigned' | 'Closed', string>;
  longCalls: {
    title: string;
    none: string;
    columns: Record<'opened' | 'closed' | 'duration' | 'callType' | 'device' | 'section', string>;
  };
}
