// The mails' texts in German (see ../messages-mail.ts).
import type { MailTexts } from './mail-texts.ts';

export const de: MailTexts = {
  errors: {
    not_configured: 'Es ist kein Mailserver eingerichtet.',
    send_failed: 'Senden fehlgeschlagen: {reason}',
    reasons: {
      connection_refused: 'Verbindung abgelehnt',
      host_not_found: 'Server nicht gefunden',
      timeout: 'Zeitüberschreitung',
      not_smtp: 'kein SMTP-Server',
      tls_failed: 'TLS fehlgeschlagen',
      authentication_failed: 'Anmeldung fehlgeschlagen',
      sender_refused: 'Absenderadresse abgelehnt',
      recipient_refused: 'Empfängeradresse abgelehnt',
      message_refused: 'E-Mail abgelehnt',
      connection_lost: 'Verbindung abgebrochen',
      failed: 'unbekannter Fehler',
    },
  },
  subjects: {
    daily: 'Täglicher Bericht {range}',
    weekly: 'Wöchentlicher Bericht {range}',
    monthly: 'Monatlicher Bericht {range}',
  },
  notify: {
    battery: 'Batterie schwach: {device} ({system})',
    defects: 'Gerät defekt: {device} ({system})',
    probable_defects: 'Wahrscheinlicher Defekt: {device} ({system})',
    reachability: 'Gerät nicht erreichbar: {device} ({system})',
  },
  heading: { report: 'Bericht der Rufanlage', notification: 'Meldung der Rufanlage' },
  period: 'Zeitraum: {from} bis {to}',
  system: 'System: {system}',
  none: 'Keine Vorfälle in diesem Zeitraum.',
  paused:
    'Die Daten dieser Funk-Hubs sind veraltet; ihre Geräte fehlen in diesem Bericht, bis die Hubs wieder synchronisiert sind: {hubs}',
  footer: 'Diese Nachricht wurde automatisch gesendet.',
  columns: {
    kind: 'Art',
    severity: 'Schweregrad',
    state: 'Status',
    device: 'Gerät',
    number: 'Nr.',
    battery: 'Batterie',
    opened: 'Geöffnet',
    closed: 'Geschlossen',
  },
  kinds: {
    battery: 'Batterie',
    defects: 'Defekt',
    probable_defects: 'Wahrscheinlicher Defekt',
    reachability: 'Nicht erreichbar',
  },
  severities: { Critical: 'Kritisch', Warning: 'Warnung', Info: 'Info' },
  states: { New: 'Neu', Assigned: 'Zugewiesen', Closed: 'Geschlossen' },
  longCalls: {
    title: 'Lange Rufe (ab {minutes} Minuten)',
    none: 'Keine langen Rufe in diesem Zeitraum.',
    columns: {
      opened: 'Beginn',
      closed: 'Ende',
      duration: 'Dauer (min)',
      callType: 'Rufart',
      device: 'Gerät',
      section: 'Bereich',
    },
  },
};
