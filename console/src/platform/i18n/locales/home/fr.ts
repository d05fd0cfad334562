// The home page's texts (spec 01 §2 home: the systems overview), French.
import type { DeepStrings } from '../../deep-strings.ts';
import type de from './de.ts';

const home: DeepStrings<typeof de> = {
  systems: 'Systèmes',
  overviewFailed: 'L’aperçu des systèmes n’a pas pu être chargé. Un nouvel essai suivra.',
  openCalls_one: '{{count}} appel ouvert',
  openCalls_other: '{{count}} appels ouverts',
  emergencies_one: 'dont {{count}} urgence',
  emergencies_other: 'dont {{count}} urgences',
  presences_one: '{{count}} présence',
  presences_other: '{{count}} présences',
  openDisplay: 'Ouvrir l’affichage',
  link: {
    online: 'Connecté',
    offline: 'Pas de connexion',
    unauthorized: 'Accès refusé',
    unknown: 'Inconnu',
  },
  title: 'Page d’accueil',
  welcome: 'Bienvenue, {{name}}',
  intro: 'Avec vos autorisations, ces modules sont à votre disposition :',
  none: 'Aucun module ne vous est disponible pour le moment.',
  open: 'Ouvrir',
};
export default home;
