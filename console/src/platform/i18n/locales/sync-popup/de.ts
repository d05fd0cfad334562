// The shell's sync popups (spec 01 §4 configuration commit, §8 HTTP sync error popup), German: default and fallback
// (spec 01 §9). Registered by the popups' own chunk (features/shell/sync-popups/popup-texts.ts), not by the shell.
const syncPopup = {
  commitTitle: 'Die Konfiguration wird veröffentlicht',
  commitText:
    'Änderungen am System sind gesperrt, bis die Veröffentlichung abgeschlossen ist (bis zu 10 Minuten).',
  failedTitle: 'Die Veröffentlichung ist fehlgeschlagen',
  close: 'Schliessen',
  goToSync: 'Zur Synchronisation',
  httpErrorTitle: 'Übertragungsfehler',
  httpErrorCallout: 'Die Änderung konnte nicht an das Rufsystem übertragen werden.',
  httpErrorHint: 'Bitte führen Sie eine manuelle Synchronisation durch.',
  showDetails: 'Details anzeigen',
  hideDetails: 'Details ausblenden',
  detailsLabel: 'Technische Details',
  ignore: 'Ignorieren',
  openRecord: '{{entity}} {{id}} öffnen',
};

export default syncPopup;
