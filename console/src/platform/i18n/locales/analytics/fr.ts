// The analytics dashboard's texts, French.
import type de from './de.ts';

const analytics: typeof de = {
  title: 'Analyses',
  range: 'Période',
  loading: 'Calcul des analyses en cours …',
  errorTitle: 'Les analyses n’ont pas pu être chargées',
  errorText: 'Veuillez réessayer.',
  retry: 'Réessayer',
  empty: 'Aucun appel pendant cette période.',
  rangeBounds: 'du {{from}} au {{to}} ({{zone}})',
  stats: {
    calls: 'Appels',
    previous: 'Période précédente : {{count}}',
    change: '{{sign}}{{percent}} % par rapport à la période précédente',
    presences: 'Présences',
    presence: 'Délai jusqu’à la présence (médiane)',
    presenceNote: '90 % : {{time}} · {{answered}} appels sur {{calls}} avec présence',
    closeNote: '90 % : {{time}}',
    median: 'Délai de clôture (médiane)',
    longCalls: 'Appels longs (plus de {{minutes}} min)',
  },
  perDay: 'Appels par jour',
  perWeek: 'Appels par semaine (dès lundi)',
  perHour: 'Appels selon l’heure',
  hour: 'Heure',
  heatMap: 'Appels par jour de la semaine et par heure',
  heatMapCell: '{{weekday}}, {{hour}} h : {{count}} appels',
  byCallType: 'Par type d’appel',
  bySection: 'Par secteur',
  byShift: 'Par service',
  byWeekday: 'Par jour de la semaine',
  topDevices: 'Le plus d’appels (besoin en soins)',
  columns: {
    presence: 'Jusqu’à la présence',
    name: 'Nom',
    calls: 'Appels',
    p50: 'Jusqu’à la clôture',
    p90: 'Clôture 90 %',
    p95: 'Clôture 95 %',
  },
  noSection: 'Sans secteur',
  shifts: { early: 'Service du matin', late: 'Service du soir', night: 'Service de nuit' },
  shiftHours: '{{from}} h–{{to}} h',
  weekdays: ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'],
  weekdaysShort: ['Lu', 'Ma', 'Me', 'Je', 'Ve', 'Sa', 'Di'],
  percentileNote:
    'Délais jusqu’à la présence (personnel dans la chambre de l’appel tant qu’il était ouvert) et jusqu’à la clôture en médiane, 90e et 95e centile ; les présences ne comptent pas comme appels.',
};

export default analytics;
