// The mobile-style layout's texts, French.
import type de from './de.ts';

const pwa: typeof de = {
  titles: {
    pwaOverview: 'Aperçu',
    pwaCalls: 'Appels',
    pwaIncidents: 'Incidents',
    pwaSystem: 'Système',
    pwaSystemNodeForm: 'Modifier l’élément',
    pwaSync: 'Synchronisation',
  },
  nav: 'Navigation principale',
  tabs: 'Aperçu',
  back: 'Retour',
  loading: 'Chargement …',
  retry: 'Réessayer',
  calls: {
    open: 'Appels ouverts',
    noOpen: 'Aucun appel ouvert.',
    openError: 'Les appels ouverts n’ont pas pu être chargés.',
    recent: 'Dernières 24 heures',
    noRecent: 'Aucun appel terminé ces dernières 24 heures.',
    recentError: 'Les derniers appels n’ont pas pu être chargés.',
    since: 'depuis {{time}}',
    closed: '{{from}} – {{to}}',
    handledBy: 'pris en charge par {{name}}',
    urgency: { EMERGENCY: 'Urgence vitale', URGENT: 'Urgent', NORMAL: 'Normal' },
  },
  incidents: {
    empty: 'Aucun incident ouvert.',
    assignToMe: 'M’attribuer',
    assignToMeLabel: 'M’attribuer l’incident {{id}}',
    mine: 'Attribué à moi',
    confirmCloseTitle: 'Clore l’incident ?',
    confirmCloseText: 'L’incident {{id}} ({{device}}) sera clos.',
    cancel: 'Annuler',
  },
  system: {
    search: 'Rechercher',
    searchPlaceholder: 'Nom, texte, numéro de série, numéro',
    top: 'Tous les bâtiments',
    up: 'Un niveau plus haut : {{name}}',
    empty: 'Aucun élément ici.',
    noMatch: 'Aucun résultat.',
    matches_one: '{{count}} résultat',
    matches_other: '{{count}} résultats',
    children_one: '{{count}} élément',
    children_other: '{{count}} éléments',
    openCalls_one: '{{count}} appel ouvert',
    openCalls_other: '{{count}} appels ouverts',
    edit: 'Modifier {{name}}',
  },
  sync: {
    changes_one: '{{count}} modification',
    changes_other: '{{count}} modifications',
  },
};

export default pwa;
