import type { LocaleResource } from './de.ts';
import type { DeepStrings } from '../deep-strings.ts';
import display from './display/it.ts';
import security from './security/it.ts';

const it: DeepStrings<LocaleResource> = {
  app: {
    product: 'Care Call Console',
    version: 'Versione {{version}}',
    footer: '{{product}} · Versione {{version}}',
  },
  languages: { de: 'Deutsch', en: 'English', fr: 'Français', it: 'Italiano' },

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
  update: {
    title: 'Nuova versione disponibile',
    text: 'La pagina verrà ricaricata tra {{seconds}} secondi.',
    reload: 'Ricarica ora',
    cancel: 'Annulla',
  },
  /** a label and its colon, as the language writes it (French: a narrow no-break space before ':') */
  labelled: { colon: '{{label}}:', text: '{{label}}: {{text}}' },
  /** an on/off value in a table (ui/on-off.tsx) */
  onOff: { on: 'Attivo', off: 'Disattivo' },
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

  display,
  security,
};
export default it;
