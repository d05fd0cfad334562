import type { LocaleResource } from './de.ts';
import type { DeepStrings } from '../deep-strings.ts';
import display from './display/fr.ts';
import security from './security/fr.ts';

const fr: DeepStrings<LocaleResource> = {
  app: {
    product: 'Care Call Console',
    version: 'Version {{version}}',
    footer: '{{product}} · Version {{version}}',
  },
  languages: { de: 'Deutsch', en: 'English', fr: 'Français', it: 'Italiano' },

  accessDenied: {
    title: 'Accès refusé',
    text: 'Vous ne disposez pas des autorisations nécessaires pour cette action.',
    pageText: 'Vous n’êtes pas autorisé à ouvrir cette page. Veuillez contacter votre administration.',
    home: 'Vers la page d’accueil',
  },
  notFound: {
    title: 'Page introuvable',
    text: 'La page demandée n’existe pas ou a été déplacée.',
    back: 'Retour',
  },
  update: {
    title: 'Nouvelle version disponible',
    text: 'La page sera rechargée dans {{seconds}} secondes.',
    reload: 'Recharger maintenant',
    cancel: 'Annuler',
  },
  /** a label and its colon, as the language writes it (French: a narrow no-break space before ':') */
  labelled: { colon: '{{label}} :', text: '{{label}} : {{text}}' },
  /** an on/off value in a table (ui/on-off.tsx) */
  onOff: { on: 'Activé', off: 'Désactivé' },
  dialog: {
    close: 'Fermer',
    eyeDropper: 'Prélever une couleur à l’écran',
  },
  loading: 'Chargement …',
  skipLink: 'Aller au contenu',
  notifications: {
    close: 'Fermer',
  },
  // The app-wide error boundary's fallback (app/error-boundary.tsx).
  crash: {
    title: 'Une erreur est survenue',
    text: 'Cette page n’a pas pu être affichée en raison d’une erreur inattendue. Rechargez la page pour réessayer.',
    reload: 'Recharger la page',
  },
  errors: {
    updateTitle: 'Erreur lors de l’enregistrement',
    updateText: 'Une erreur s’est produite lors de l’enregistrement des données.',
    appDataTitle: 'Les données n’ont pas pu être chargées',
    appDataText: 'Une erreur réseau s’est produite lors du chargement des données de l’application.',
  },

  display,
  security,
};
export default fr;
