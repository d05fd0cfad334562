// Messages of the sync area (spec 02 §4, §5, §8), de default, en, fr, it.
import type { Locale } from './locale.ts';

export const SYNC_MESSAGES: Record<Locale, Record<string, string>> = {
  de: {
    'sync.commit_running':
      'Die Konfiguration wird gerade an das Rufsystem übertragen (bis zu 10 Minuten). Änderungen sind bis dahin gesperrt.',
    'sync.no_configurator': 'Für dieses System ist kein Konfigurator eingerichtet.',
    'sync.offline': 'Keine Verbindung zum Konfigurator.',
    'sync.unauthorized': 'Der Konfigurator hat die Zugangsdaten abgelehnt.',
    'sync.timeout': 'Zeitüberschreitung: Der Konfigurator hat nicht rechtzeitig mit dem Senden begonnen.',
    'sync.invalid_config': 'Ungültige Konfiguratordaten. Bitte wenden Sie sich an Ihren Partner. ({detail})',
    'sync.error': 'Synchronisationsfehler: {detail}',
    'sync.refused_row': 'Der Konfigurator hat {entity} {id} abgelehnt, Feld {field}: {reason}',
    'sync.unknown_error': 'Unbekannter Fehler bei der Synchronisation.',
    'sync.transfer_error':
      'Die Änderung konnte nicht an das Rufsystem übertragen werden. Bitte führen Sie eine manuelle Synchronisation durch.',
    'sync.import_refused': 'Der Import wurde abgelehnt; es wurde nichts übernommen.',
    'sync.check.invalid_config': 'Ungültige Konfiguration ({kind})',
    'sync.check.duplicate_position': 'Doppelte Position ({kind} {ids})',
    'sync.check.duplicate_serial': 'Doppelte Seriennummer ({kind} {ids})',
    'sync.check.schedule_times_not_ascending':
      'Die Zeiten des Zeitplans sind nicht aufsteigend ({kind} {ids})',
    'sync.check.invalid_value': 'Ungültiger Wert in {detail} ({kind} {ids})',
    'sync.check.missing_call_source': 'Rufquellen-Profil fehlt ({kind} {ids})',
    'sync.check.missing_related_element': 'Verknüpftes Element fehlt: {detail} ({kind} {ids})',
  },
  en: {
    'sync.commit_running':
      'The configuration is being published to the call system (up to 10 minutes). Changes are blocked until then.',
    'sync.no_configurator': 'This system has no configurator.',
    'sync.offline': 'No connection to the configurator.',
    'sync.unauthorized': 'The configurator refused the credentials.',
    'sync.timeout': 'Sync timeout: the configurator did not start sending in time.',
    'sync.invalid_config': 'Invalid configurator data. Please contact your partner. ({detail})',
    'sync.error': 'Sync error: {detail}',
    'sync.refused_row': 'The configurator refused {entity} {id}, field {field}: {reason}',
    'sync.unknown_error': 'Unknown error during synchronisation.',
    'sync.transfer_error':
      'The change could not be transferred to the call system. Please run a manual sync.',
    'sync.import_refused': 'The import was refused; nothing was taken over.',
    'sync.check.invalid_config': 'Invalid configuration ({kind})',
    'sync.check.duplicate_position': 'Duplicate position ({kind} {ids})',
    'sync.check.duplicate_serial': 'Duplicate serial number ({kind} {ids})',
    'sync.check.schedule_times_not_ascending': 'The schedule times do not ascend ({kind} {ids})',
    'sync.check.invalid_value': 'Invalid value in {detail} ({kind} {ids})',
    'sync.check.missing_call_source': 'Call source profile missing ({kind} {ids})',
    'sync.check.missing_related_element': 'Related element missing: {detail} ({kind} {ids})',
  },
  fr: {
    'sync.commit_running':
      'La configuration est en cours de publication vers le système d’appel (jusqu’à 10 minutes). Les modifications sont bloquées d’ici là.',
    'sync.no_configurator': 'Ce système n’a pas de configurateur.',
    'sync.offline': 'Pas de connexion au configurateur.',
    'sync.unauthorized': 'Le configurateur a refusé les identifiants.',
    'sync.timeout': 'Délai de synchronisation dépassé : le configurateur n’a pas commencé l’envoi à temps.',
    'sync.invalid_config':
      'Données du configurateur non valides. Veuillez contacter votre partenaire. ({detail})',
    'sync.error': 'Erreur de synchronisation : {detail}',
    'sync.refused_row': 'Le configurateur a refusé {entity} {id}, champ {field} : {reason}',
    'sync.unknown_error': 'Erreur inconnue lors de la synchronisation.',
    'sync.transfer_error':
      'La modification n’a pas pu être transmise au système d’appel. Veuillez lancer une synchronisation manuelle.',
    'sync.import_refused': 'L’import a été refusé ; rien n’a été repris.',
    'sync.check.invalid_config': 'Configuration non valide ({kind})',
    'sync.check.duplicate_position': 'Position en double ({kind} {ids})',
    'sync.check.duplicate_serial': 'Numéro de série en double ({kind} {ids})',
    'sync.check.schedule_times_not_ascending':
      'Les heures du programme ne sont pas croissantes ({kind} {ids})',
    'sync.check.invalid_value': 'Valeur non valide dans {detail} ({kind} {ids})',
    'sync.check.missing_call_source': 'Profil de source d’appel manquant ({kind} {ids})',
    'sync.check.missing_related_element': 'Élément lié manquant : {detail} ({kind} {ids})',
  },
  it: {
    'sync.commit_running':
      'La configurazione è in fase di pubblicazione verso il sistema di chiamata (fino a 10 minuti). Fino ad allora le modifiche sono bloccate.',
    'sync.no_configurator': 'Questo sistema non ha un configuratore.',
    'sync.offline': 'Nessuna connessione al configuratore.',
    'sync.unauthorized': 'Il configuratore ha rifiutato le credenziali.',
    'sync.timeout': 'Timeout di sincronizzazione: il configuratore non ha iniziato l’invio in tempo.',
    'sync.invalid_config': 'Dati del configuratore non validi. Contatti il suo partner. ({detail})',
    'sync.error': 'Errore di sincronizzazione: {detail}',
    'sync.refused_row': 'Il configuratore ha rifiutato {entity} {id}, campo {field}: {reason}',
    'sync.unknown_error': 'Errore sconosciuto durante la sincronizzazione.',
    'sync.transfer_error':
      'Non è stato possibile trasmettere la modifica al sistema di chiamata. Esegua una sincronizzazione manuale.',
    'sync.import_refused': 'L’importazione è stata rifiutata; non è stato ripreso nulla.',
    'sync.check.invalid_config': 'Configurazione non valida ({kind})',
    'sync.check.duplicate_position': 'Posizione duplicata ({kind} {ids})',
    'sync.check.duplicate_serial': 'Numero di serie duplicato ({kind} {ids})',
    'sync.check.schedule_times_not_ascending': 'Gli orari del programma non sono crescenti ({kind} {ids})',
    'sync.check.invalid_value': 'Valore non valido in {detail} ({kind} {ids})',
    'sync.check.missing_call_source': 'Profilo della sorgente di chiamata mancante ({kind} {ids})',
    'sync.check.missing_related_element': 'Elemento collegato mancante: {detail} ({kind} {ids})',
  },
};
