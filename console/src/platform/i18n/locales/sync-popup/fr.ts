// The shell's sync popups, French.
import type de from './de.ts';

const syncPopup: typeof de = {
  commitTitle: 'Publication de la configuration',
  commitText:
    'Les modifications du système sont bloquées jusqu’à la fin de la publication (jusqu’à 10 minutes).',
  failedTitle: 'La publication a échoué',
  close: 'Fermer',
  goToSync: 'Aller à la synchronisation',
  httpErrorTitle: 'Erreur de transfert',
  httpErrorCallout: 'La modification n’a pas pu être transmise au système d’appel.',
  httpErrorHint: 'Veuillez lancer une synchronisation manuelle.',
  showDetails: 'Afficher les détails',
  hideDetails: 'Masquer les détails',
  detailsLabel: 'Détails techniques',
  ignore: 'Ignorer',
  openRecord: 'Ouvrir {{entity}} {{id}}',
};

export default syncPopup;
