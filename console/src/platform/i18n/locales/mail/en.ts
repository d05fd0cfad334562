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
    passwordRemoved:
      'Server, port or encryption changed: enter the password again, or the stored one is removed when you save.',
    passwordNone: 'No password stored.',
    clearPassword: 'Remove the stored password',
    sender: 'Sender address',
    save: 'Save',
    savedTitle: 'Mail server saved',
    savedText: 'New e-mails are sent through this server.',
  },
  users: {
    title: 'Users’ notifications',
    intro: 'Users receive an e-mail as soon as an incident occurs at a device of their call source groups.',
    name: 'User',
    email: 'E-mail',
    groups: 'Call source groups',
    groupsHint: 'An e-mail is sent at once for incidents at devices of these groups.',
    none: 'None',
    noEmail: 'no address',
    noEmailHint:
      'This user has no e-mail address and therefore receives no notifications. The address is entered in user management.',
    noGroups: 'This system has no call source groups.',
    loadFailed: 'The notifications could not be loaded.',
    notFound: 'This user is unknown or may not use this system.',
    cancel: 'Cancel',
    savedTitle: 'Notifications saved',
    savedText: 'New incidents are notified by these groups.',
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
