// The global search popup's texts, French.
import type de from './de.ts';

const search: typeof de = {
  label: 'Recherche globale',
  placeholder: 'Rechercher éléments, secteurs, sources d’appel, profils de fugue …',
  minChars: 'Saisissez au moins 2 caractères.',
  loading: 'Recherche en cours …',
  noHitsTitle: 'Aucun résultat',
  noHitsText: 'Rien n’a été trouvé pour « {{query}} ». Vérifiez l’orthographe ou cherchez une partie du nom.',
  failedTitle: 'La recherche a échoué',
  failedText: 'Veuillez réessayer.',
  more: '{{shown}} résultats sur {{total}}',
  categories: {
    nodes: 'Éléments',
    sections: 'Secteurs',
    call_sources: 'Sources d’appel',
    flight_profiles: 'Profils de fugue',
  },
  devices: {
    toggle: 'Recherche d’appareils',
    toggleHint: 'Liste les appareils auxquels un aimant est présenté ou qu’un hub détecte',
    title: 'Appareils détectés',
    waiting: 'Présentez un aimant à un appareil. Les appareils détectés apparaissent ici.',
    entry: 'Adresse {{address}} · {{parent}} · {{time}}',
    noHubsTitle: 'Aucun hub enregistré',
    noHubsText:
      'Aucun hub radio n’est enregistré pour ce système : la recherche d’appareils ne peut rien détecter.',
    failedTitle: 'Pas de connexion au hub radio',
  },
  keys: 'Flèches pour choisir, Entrée pour ouvrir, Échap pour fermer',
};

export default search;
