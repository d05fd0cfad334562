// The shape of the mails' texts, one file per language beside this one (see ../messages-mail.ts).
export interface MailTexts {
  errors: Record<'not_configured' | 'send_failed', string>;
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
