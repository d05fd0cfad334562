// The shell's sync popups, Italian.
import type de from './de.ts';

const syncPopup: typeof de = {
  commitTitle: 'Pubblicazione della configurazione',
  commitText: 'Le modifiche al sistema sono bloccate fino al termine della pubblicazione (fino a 10 minuti).',
  failedTitle: 'La pubblicazione non è riuscita',
  close: 'Chiudi',
  goToSync: 'Vai alla sincronizzazione',
  httpErrorTitle: 'Errore di trasferimento',
  httpErrorCallout: 'Non è stato possibile trasferire la modifica al sistema di chiamata.',
  httpErrorHint: 'Eseguire una sincronizzazione manuale.',
  showDetails: 'Mostra dettagli',
  hideDetails: 'Nascondi dettagli',
  detailsLabel: 'Dettagli tecnici',
  ignore: 'Ignora',
  openRecord: 'Apri {{entity}} {{id}}',
};

export default syncPopup;
