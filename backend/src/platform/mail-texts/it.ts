// The mails' texts in Italian (see ../messages-mail.ts).
import type { MailTexts } from './mail-texts.ts';

export const it: MailTexts = {
  errors: {
    not_configured: 'Nessun server di posta è configurato.',
    send_failed: 'Invio non riuscito: {reason}',
    reasons: {
      connection_refused: 'connessione rifiutata',
      host_not_found: 'server non trovato',
      timeout: 'tempo scaduto',
      not_smtp: 'non è un server SMTP',
      tls_failed: 'TLS non riuscito',
      authentication_failed: 'autenticazione non riuscita',
      sender_refused: 'indirizzo del mittente rifiutato',
      recipient_refused: 'indirizzo del destinatario rifiutato',
      message_refused: 'e-mail rifiutata',
      connection_lost: 'connessione interrotta',
      failed: 'errore sconosciuto',
    },
  },
  subjects: {
    daily: 'Rapporto giornaliero {range}',
    weekly: 'Rapporto settimanale {range}',
    monthly: 'Rapporto mensile {range}',
  },
  notify: {
    battery: 'Batteria scarica: {device} ({system})',
    defects: 'Dispositivo difettoso: {device} ({system})',
    probable_defects: 'Difetto probabile: {device} ({system})',
    reachability: 'Dispositivo non raggiungibile: {device} ({system})',
  },
  heading: { report: "Rapporto dell'impianto di chiamata", notification: "Avviso dell'impianto di chiamata" },
  period: 'Periodo: dal {from} al {to}',
  system: 'Sistema: {system}',
  none: 'Nessun incidente in questo periodo.',
  paused:
    'I dati di questi hub radio non sono aggiornati; i loro dispositivi mancano in questo rapporto finché gli hub non saranno di nuovo sincronizzati: {hubs}',
  footer: 'Questo messaggio è stato inviato automaticamente.',
  columns: {
    kind: 'Tipo',
    severity: 'Gravità',
    state: 'Stato',
    device: 'Dispositivo',
    number: 'N.',
    battery: 'Batteria',
    opened: 'Aperto',
    closed: 'Chiuso',
  },
  kinds: {
    battery: 'Batteria',
    defects: 'Difetto',
    probable_defects: 'Difetto probabile',
    reachability: 'Non raggiungibile',
  },
  severities: { Critical: 'Critico', Warning: 'Avviso', Info: 'Info' },
  states: { New: 'Nuovo', Assigned: 'Assegnato', Closed: 'Chiuso' },
  longCalls: {
    title: 'Chiamate lunghe ({minutes} minuti o più)',
    none: 'Nessuna chiamata lunga in questo periodo.',
    columns: {
      opened: 'Inizio',
      closed: 'Fine',
      duration: 'Durata (min)',
      callType: 'Tipo di chiamata',
      device: 'Dispositivo',
      section: 'Reparto',
    },
  },
};
