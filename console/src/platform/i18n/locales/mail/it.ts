// The mail server form and the send log, Italian.
import type de from './de.ts';

const mail: typeof de = {
  title: 'Invio e-mail',
  smtp: {
    title: 'Server di posta',
    intro: 'I rapporti e gli avvisi vengono inviati tramite questo server.',
    notConfigured: 'Nessun server di posta configurato: rapporti e avvisi non vengono inviati.',
    host: 'Server',
    port: 'Porta',
    tlsMode: 'Cifratura',
    tls: { none: 'Nessuna', starttls: 'STARTTLS', tls: 'TLS' },
    user: 'Nome utente',
    password: 'Password',
    passwordKept: 'È memorizzata una password. Lasciare vuoto per mantenerla.',
    passwordRemoved:
      'Server, porta o crittografia modificati: inserisca di nuovo la password, altrimenti quella salvata verrà rimossa al salvataggio.',
    passwordNone: 'Nessuna password memorizzata.',
    clearPassword: 'Rimuovere la password memorizzata',
    sender: 'Indirizzo del mittente',
    save: 'Salva',
    savedTitle: 'Server di posta salvato',
    savedText: 'Le nuove e-mail vengono inviate tramite questo server.',
  },
  users: {
    title: 'Notifiche degli utenti',
    intro:
      'Gli utenti ricevono un’e-mail non appena si verifica un incidente su un dispositivo dei loro gruppi di sorgenti di chiamata.',
    name: 'Utente',
    email: 'E-mail',
    groups: 'Gruppi di sorgenti di chiamata',
    groupsHint: 'Per gli incidenti sui dispositivi di questi gruppi viene inviata subito un’e-mail.',
    none: 'Nessuno',
    noEmail: 'nessun indirizzo',
    noEmailHint:
      'Questo utente non ha un indirizzo e-mail e quindi non riceve notifiche. L’indirizzo si inserisce nella gestione utenti.',
    noGroups: 'Questo sistema non ha gruppi di sorgenti di chiamata.',
    loadFailed: 'Impossibile caricare le notifiche.',
    notFound: 'Questo utente è sconosciuto o non può usare questo sistema.',
    cancel: 'Annulla',
    savedTitle: 'Notifiche salvate',
    savedText: 'I nuovi incidenti vengono segnalati secondo questi gruppi.',
  },
  log: {
    title: 'Registro degli invii',
    empty: 'Non è ancora stata inviata alcuna e-mail.',
    loadFailed: 'Impossibile caricare il registro degli invii.',
    reload: 'Ricarica',
    columns: {
      created: 'Creato',
      kind: 'Tipo',
      subject: 'Oggetto',
      recipients: 'Destinatari',
      state: 'Stato',
    },
    kinds: { notification: 'Avviso', report: 'Rapporto' },
    states: { pending: 'In attesa', sent: 'Inviato', failed: 'Non riuscito' },
    retryAt: 'Prossimo tentativo: {{time}}',
    gaveUp: 'Nessun altro tentativo.',
  },
};

export default mail;
