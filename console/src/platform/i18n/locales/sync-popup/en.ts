// The shell's sync popups, English.
import type de from './de.ts';

const syncPopup: typeof de = {
  commitTitle: 'Publishing the configuration',
  commitText: 'Changes to the system are blocked until publishing has finished (up to 10 minutes).',
  failedTitle: 'Publishing failed',
  close: 'Close',
  goToSync: 'Go to synchronisation',
  httpErrorTitle: 'Transfer error',
  httpErrorCallout: 'The change could not be transferred to the call system.',
  httpErrorHint: 'Please run a manual synchronisation.',
  showDetails: 'Show details',
  hideDetails: 'Hide details',
  detailsLabel: 'Technical details',
  ignore: 'Ignore',
  openRecord: 'Open {{entity}} {{id}}',
};

export default syncPopup;
