// The analytics dashboard's texts, Italian.
import type de from './de.ts';

const analytics: typeof de = {
  title: 'Analisi',
  range: 'Periodo',
  loading: 'Calcolo delle analisi in corso …',
  errorTitle: 'Non è stato possibile caricare le analisi',
  errorText: 'Riprovare.',
  retry: 'Riprova',
  empty: 'Nessuna chiamata in questo periodo.',
  rangeBounds: 'dal {{from}} al {{to}} ({{zone}})',
  stats: {
    calls: 'Chiamate',
    previous: 'Periodo precedente: {{count}}',
    change: '{{sign}}{{percent}} % rispetto al periodo precedente',
    presences: 'Presenze',
    presence: 'Tempo fino alla presenza (mediana)',
    presenceNote: '90 %: {{time}} · {{answered}} chiamate su {{calls}} con presenza',
    closeNote: '90 %: {{time}}',
    median: 'Tempo di chiusura (mediana)',
    longCalls: 'Chiamate lunghe (oltre {{minutes}} min)',
  },
  perDay: 'Chiamate al giorno',
  perWeek: 'Chiamate alla settimana (da lunedì)',
  perHour: 'Chiamate per ora del giorno',
  hour: 'Ora',
  heatMap: 'Chiamate per giorno della settimana e ora',
  heatMapCell: '{{weekday}}, ore {{hour}}: {{count}} chiamate',
  byCallType: 'Per tipo di chiamata',
  bySection: 'Per settore',
  byShift: 'Per turno',
  byWeekday: 'Per giorno della settimana',
  topDevices: 'Più chiamate (bisogno di cure)',
  columns: {
    presence: 'Fino alla presenza',
    name: 'Nome',
    calls: 'Chiamate',
    p50: 'Fino alla chiusura',
    p90: 'Chiusura 90 %',
    p95: 'Chiusura 95 %',
  },
  noSection: 'Senza settore',
  shifts: { early: 'Turno del mattino', late: 'Turno del pomeriggio', night: 'Turno di notte' },
  shiftHours: 'ore {{from}}–{{to}}',
  weekdays: ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'],
  weekdaysShort: ['Lu', 'Ma', 'Me', 'Gi', 'Ve', 'Sa', 'Do'],
  percentileNote:
    'Tempi fino alla presenza (personale nella camera della chiamata finché era aperta) e fino alla chiusura come mediana, 90° e 95° percentile; le presenze non contano come chiamate.',
};

export default analytics;
