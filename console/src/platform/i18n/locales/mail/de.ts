// The mail server form and the send log (issue 18: beside the notification settings), German.
const mail = {
  title: 'E-Mail-Versand',
  smtp: {
    title: 'Mailserver',
    intro: 'Berichte und Meldungen werden über diesen Server versendet.',
    notConfigured: 'Noch kein Mailserver eingerichtet: Berichte und Meldungen werden nicht versendet.',
    host: 'Server',
    port: 'Port',
    tlsMode: 'Verschlüsselung',
    tls: { none: 'Keine', starttls: 'STARTTLS', tls: 'TLS' },
    user: 'Benutzername',
    password: 'Passwort',
    passwordKept: 'Ein Passwort ist gespeichert. Leer lassen, um es zu behalten.',
    passwordRemoved:
      'Server, Port oder Verschlüsselung geändert: Geben Sie das Passwort erneut ein, sonst wird das gespeicherte beim Speichern entfernt.',
    passwordNone: 'Kein Passwort gespeichert.',
    clearPassword: 'Gespeichertes Passwort entfernen',
    sender: 'Absenderadresse',
    save: 'Speichern',
    savedTitle: 'Mailserver gespeichert',
    savedText: 'Neue E-Mails werden über diesen Server versendet.',
  },
  users: {
    title: 'Benachrichtigungen der Benutzer',
    intro:
      'Benutzer erhalten eine E-Mail, sobald ein Vorfall an einem Gerät ihrer Rufquellengruppen auftritt.',
    name: 'Benutzer',
    email: 'E-Mail',
    groups: 'Rufquellengruppen',
    groupsHint: 'Für Vorfälle an Geräten dieser Gruppen wird sofort eine E-Mail gesendet.',
    none: 'Keine',
    noEmail: 'keine Adresse',
    noEmailHint:
      'Dieser Benutzer hat keine E-Mail-Adresse und erhält deshalb keine Benachrichtigungen. Die Adresse wird in der Benutzerverwaltung eingetragen.',
    noGroups: 'Dieses System hat keine Rufquellengruppen.',
    loadFailed: 'Die Benachrichtigungen konnten nicht geladen werden.',
    notFound: 'Dieser Benutzer ist unbekannt oder darf dieses System nicht verwenden.',
    cancel: 'Abbrechen',
    savedTitle: 'Benachrichtigungen gespeichert',
    savedText: 'Neue Vorfälle werden nach diesen Gruppen gemeldet.',
  },
  log: {
    title: 'Versandprotokoll',
    empty: 'Es wurden noch keine E-Mails versendet.',
    loadFailed: 'Das Versandprotokoll konnte nicht geladen werden.',
    reload: 'Erneut laden',
    columns: {
      created: 'Erstellt',
      kind: 'Art',
      subject: 'Betreff',
      recipients: 'Empfänger',
      state: 'Status',
    },
    kinds: { notification: 'Meldung', report: 'Bericht' },
    states: { pending: 'Ausstehend', sent: 'Gesendet', failed: 'Fehlgeschlagen' },
    retryAt: 'Nächster Versuch: {{time}}',
    gaveUp: 'Keine weiteren Versuche.',
  },
};

export default mail;
