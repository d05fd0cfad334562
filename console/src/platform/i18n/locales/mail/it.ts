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
    passwordNone: 'Nessuna password memorizzata.',
    clearPassword: 'Rimuovere la password memorizzata',
    sender: 'Indirizzo del mittente',
    save: 'Salva',
    savedTitle: 'Server di posta salvato',
    savedText: 'Le nuove e-mail vengono inviate tramite questo server.',
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
