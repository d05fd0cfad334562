// The home page's texts (spec 01 §2 home: the systems overview), Italian.
import type { DeepStrings } from '../../deep-strings.ts';
import type de from './de.ts';

const home: DeepStrings<typeof de> = {
  systems: 'Sistemi',
  overviewFailed: 'Non è stato possibile caricare la panoramica dei sistemi. Verrà ritentato.',
  openCalls_one: '{{count}} chiamata aperta',
  openCalls_other: '{{count}} chiamate aperte',
  emergencies_one: 'di cui {{count}} emergenza',
  emergencies_other: 'di cui {{count}} emergenze',
  presences_one: '{{count}} presenza',
  presences_other: '{{count}} presenze',
  openDisplay: 'Apri visualizzazione',
  link: {
    online: 'Connesso',
    offline: 'Nessuna connessione',
    unauthorized: 'Accesso rifiutato',
    unknown: 'Sconosciuto',
  },
  title: 'Pagina iniziale',
  welcome: 'Benvenuto, {{name}}',
  intro: 'Con le tue autorizzazioni hai a disposizione questi moduli:',
  none: 'Al momento non è disponibile alcun modulo per te.',
  open: 'Apri',
};
export default home;
