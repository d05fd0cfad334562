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
    passwordNone: 'Kein Passwort gespeichert.',
    clearPassword: 'Gespeichertes Passwort entfernen',
    sender: 'Absenderadresse',
    save: 'Speichern',
    savedTitle: 'Mailserver gespeichert',
    savedText: 'Neue E-Mails werden über diesen Server versendet.',
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
