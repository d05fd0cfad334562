// The mail server form and the send log, English.
import type de from './de.ts';

const mail: typeof de = {
  title: 'E-mail',
  smtp: {
    title: 'Mail server',
    intro: 'Reports and notifications are sent through this server.',
    notConfigured: 'No mail server is set up yet: reports and notifications are not sent.',
    host: 'Server',
    port: 'Port',
    tlsMode: 'Encryption',
    tls: { none: 'None', starttls: 'STARTTLS', tls: 'TLS' },
    user: 'User name',
    password: 'Password',
    passwordKept: 'A password is stored. Leave empty to keep it.',
    passwordNone: 'No password stored.',
    clearPassword: 'Remove the stored password',
    sender: 'Sender address',
    save: 'Save',
    savedTitle: 'Mail server saved',
    savedText: 'New e-mails are sent through this server.',
  },
  log: {
    title: 'Send log',
    empty: 'No e-mails have been sent yet.',
    loadFailed: 'The send log could not be loaded.',
    reload: 'Load again',
    columns: {
      created: 'Created',
      kind: 'Kind',
      subject: 'Subject',
      recipients: 'Recipients',
      state: 'State',
    },
    kinds: { notification: 'Notification', report: 'Report' },
    states: { pending: 'Pending', sent: 'Sent', failed: 'Failed' },
    retryAt: 'Next attempt: {{time}}',
    gaveUp: 'No further attempts.',
  },
};

export default mail;
