// The mobile-style layout's texts, Italian.
import type de from './de.ts';

const pwa: typeof de = {
  titles: {
    pwaOverview: 'Panoramica',
    pwaCalls: 'Chiamate',
    pwaIncidents: 'Incidenti',
    pwaSystem: 'Sistema',
    pwaSystemNodeForm: 'Modifica elemento',
    pwaSync: 'Sincronizzazione',
  },
  nav: 'Navigazione principale',
  tabs: 'Panoramica',
  back: 'Indietro',
  loading: 'Caricamento …',
  retry: 'Riprova',
  calls: {
    open: 'Chiamate aperte',
    noOpen: 'Nessuna chiamata aperta.',
    openError: 'Non è stato possibile caricare le chiamate aperte.',
    recent: 'Ultime 24 ore',
    noRecent: 'Nessuna chiamata chiusa nelle ultime 24 ore.',
    recentError: 'Non è stato possibile caricare le ultime chiamate.',
    since: 'dalle {{time}}',
    closed: '{{from}} – {{to}}',
    handledBy: 'presa in carico da {{name}}',
    urgency: { EMERGENCY: 'Emergenza', URGENT: 'Urgente', NORMAL: 'Normale' },
  },
  incidents: {
    empty: 'Nessun incidente aperto.',
    assignToMe: 'Assegna a me',
    assignToMeLabel: 'Assegna a me l’incidente {{id}}',
    mine: 'Assegnato a me',
    confirmCloseTitle: 'Chiudere l’incidente?',
    confirmCloseText: 'L’incidente {{id}} ({{device}}) verrà chiuso.',
    cancel: 'Annulla',
  },
  system: {
    search: 'Cerca',
    searchPlaceholder: 'Nome, testo, numero di serie, numero',
    top: 'Tutti gli edifici',
    up: 'Un livello più su: {{name}}',
    empty: 'Qui non ci sono elementi.',
    noMatch: 'Nessun risultato.',
    matches_one: '{{count}} risultato',
    matches_other: '{{count}} risultati',
    children_one: '{{count}} elemento',
    children_other: '{{count}} elementi',
    openCalls_one: '{{count}} chiamata aperta',
    openCalls_other: '{{count}} chiamate aperte',
    edit: 'Modifica {{name}}',
  },
  sync: {
    changes_one: '{{count}} modifica',
    changes_other: '{{count}} modifiche',
  },
};

export default pwa;
