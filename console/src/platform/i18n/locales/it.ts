import type { LocaleResource } from './de.ts';
import type { DeepStrings } from '../deep-strings.ts';
import callLog from './call-log/it.ts';
import display from './display/it.ts';
import security from './security/it.ts';

const it: DeepStrings<LocaleResource> = {
  app: {
    product: 'Care Call Console',
    version: 'Versione {{version}}',
    footer: '{{product}} · Versione {{version}}',
  },
  languages: { de: 'Deutsch', en: 'English', fr: 'Français', it: 'Italiano' },
  nav: {
    label: 'Moduli',
    overview: 'Panoramica',
    analytics: 'Analisi',
    log: 'Registro',
    display: 'Visual',
    app: 'App',
    admin: 'Amministrazione',
  },
  header: {
    system: 'Sistema',
    language: 'Lingua',
    logout: 'Disconnetti',
    loginTooltip: 'Accedi',
    loggedInAs: 'Connesso come {{name}}',
  },
  logout: {
    errorTitle: 'Disconnessione non riuscita',
    errorText: 'Sei ancora connesso. Riprova.',
  },
  login: {
    title: 'Accesso',
    username: 'Nome utente',
    password: 'Password',
    submit: 'Accedi',
    commonTitle: 'Accesso non possibile',
    networkError: 'Il server non è raggiungibile: {{error}}',
  },
  setPassword: {
    title: 'Cambia password',
    temporaryTitle: 'Password temporanea',
    temporaryText: 'La tua password è temporanea. Imposta ora una nuova password.',
    password: 'Nuova password',
    passwordRepeat: 'Ripeti la nuova password',
    submit: 'Salva password',
    successTitle: 'Password modificata',
    successText: 'La tua nuova password è stata salvata.',
  },
  accessDenied: {
    title: 'Accesso negato',
    text: 'Non disponi delle autorizzazioni necessarie per questa azione.',
    pageText: 'Non sei autorizzato ad aprire questa pagina. Rivolgiti all’amministrazione.',
    home: 'Alla pagina iniziale',
  },
  notFound: {
    title: 'Pagina non trovata',
    text: 'La pagina richiesta non esiste o è stata spostata.',
    back: 'Indietro',
  },
  home: {
    title: 'Pagina iniziale',
    welcome: 'Benvenuto, {{name}}',
    intro: 'Con le tue autorizzazioni hai a disposizione questi moduli:',
    none: 'Al momento non è disponibile alcun modulo per te.',
    open: 'Apri',
  },
  update: {
    title: 'Nuova versione disponibile',
    text: 'La pagina verrà ricaricata tra {{seconds}} secondi.',
    reload: 'Ricarica ora',
    cancel: 'Annulla',
  },
  dialog: {
    close: 'Chiudi',
    eyeDropper: 'Preleva un colore dallo schermo',
  },
  loading: 'Caricamento …',
  skipLink: 'Vai al contenuto',
  notifications: {
    close: 'Chiudi',
  },
  // The app-wide error boundary's fallback (app/error-boundary.tsx).
  crash: {
    title: 'Si è verificato un errore',
    text: 'Questa pagina non può essere visualizzata a causa di un errore imprevisto. Ricarica la pagina per riprovare.',
    reload: 'Ricarica la pagina',
  },
  errors: {
    updateTitle: 'Errore durante il salvataggio',
    updateText: 'Si è verificato un errore durante il salvataggio dei dati.',
    appDataTitle: 'Impossibile caricare i dati',
    appDataText: 'Si è verificato un errore di rete durante il caricamento dei dati dell’applicazione.',
  },
  validation: {
    required: 'Questo campo è obbligatorio.',
    min_length: 'Sono richiesti almeno {{min}} caratteri.',
    max_length: 'Sono consentiti al massimo {{max}} caratteri.',
    cannot_be_same: 'I due valori devono essere diversi.',
    no_match: 'I valori inseriti non corrispondono.',
    invalid: 'Il valore non è valido.',
    format: 'Il valore deve rispettare il formato {{format}}.',
    between: 'Il valore deve essere compreso tra {{min}} e {{max}}.',
    contains: 'Il campo deve contenere un valore.',
    criterion_prefix: 'Il valore deve iniziare con 0x, ad es. 0x6A.',
    date_after: 'La data di inizio deve precedere la data di fine.',
    duplicate: 'Esiste già una voce con gli stessi valori.',
    email: 'Indirizzo e-mail non valido.',
    ip: 'Indirizzo IPv4 non valido.',
    license_limit_reached: 'Il limite della licenza è stato raggiunto.',
    linked_system_tree_node_chain:
      'A questo elemento sono collegati dei dispositivi, quindi non può essere collegato a sua volta.',
    max_length_inherited:
      'Sono consentiti al massimo {{max}} caratteri (un elemento figlio eredita questo valore).',
    min: 'Il valore non deve essere inferiore a {{min}}.',
    numeric: 'Il valore deve essere un numero.',
    one_option_required: 'Almeno un’opzione deve essere attiva.',
    required_inherited_child: 'Questo campo è obbligatorio perché un elemento figlio eredita questi dati.',
    required_inherited_parent: 'L’elemento padre non fornisce dati da ereditare.',
    section_full: 'Il settore è pieno (max {{max}} dispositivi).',
    time_overlap: 'L’orario deve essere successivo al precedente.',
    unique: 'Questo valore è già in uso.',
    url: 'L’indirizzo deve iniziare con http:// o {{host}}.',
    schedule_limit_reached: 'È stato raggiunto il numero massimo di programmi orari.',
    call_type_limit_reached: 'È stato raggiunto il numero massimo di tipi di chiamata.',
    configurator_limit_reached: 'È stato raggiunto il numero di configuratori concesso in licenza',
    file_too_large: 'Il file è troppo grande (max {{max}}).',
    file_unreadable: 'Impossibile elaborare il file.',
  },
  outdatedHubs: {
    title: 'Dati hub non aggiornati',
    text: 'Questi hub non hanno ricevuto l’ultima configurazione: {{hubs}}. I rapporti sono sospesi finché i dati degli hub non sono aggiornati.',
    link: 'Vai all’elenco degli hub',
    dismiss: 'Nascondi avviso',
  },
  callLog,
  display,
  security,
};
export default it;
