// Server-side message catalogue (de default, en, fr, it). The login texts are spec 02 §8 verbatim in
// German; validation keys are the spec 02 §5 catalogue so the console can also translate by key.
import { formatNumber } from '@cs/rules/numbers';
import type { Locale } from './locale.ts';
import { securityMessages } from './messages-security.ts';
import { ENTITY_MESSAGES } from './messages-entities.ts';
import { SYNC_MESSAGES } from './messages-sync.ts';
import { exportMessages } from './messages-exports.ts';
import { TREE_MESSAGES } from './messages-tree.ts';
import { mailMessages } from './messages-mail.ts';

type Catalogue = Record<string, string>;

const de: Catalogue = {
  'device_action.failed': 'Aktion konnte nicht an das Gets-System gesendet werden',
  'storage.failed': 'Die Änderung konnte nicht gespeichert werden. Es wurde nichts geändert.',
  'storage.audit_failed':
    'Die Aktion wurde ausgeführt, konnte aber nicht protokolliert werden: der Speicher ist voll oder schreibgeschützt.',
  'device_action.node_denies_manual_closure': 'Rufe dieses Geräts dürfen nicht manuell beendet werden.',
  'device_action.section_forbids_manual_closure':
    'In diesem Bereich dürfen Rufe nicht manuell beendet werden.',
  'device_action.missing_permission': 'Ihnen fehlen die benötigten Berechtigungen für diese Aktion.',
  'hub.no_connection': 'Keine Verbindung zum Funk-Hub {hub}',
  'demo.unknown_device': 'Unbekanntes Gerät oder unbekannte Rufart',
  'demo.unknown_app_client': 'Unbekanntes App-Gerät',
  'demo.not_demo_app_client': 'Dieses App-Gerät gehört nicht zur Demo und wird hier nicht gekoppelt.',
  'login.unknown_user': 'Benutzername ist unbekannt',
  'login.wrong_password': 'Das eingegebene Passwort ist falsch',
  'login.general_error': 'Es ist ein allgemeiner Fehler aufgetreten: {error}',
  'login.rate_limited':
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in {minutes} Minuten erneut.',
  'login.invalid_request': 'Benutzername und Passwort müssen angegeben werden',
  'auth.missing_auth': 'Sie sind nicht angemeldet oder Ihre Sitzung ist abgelaufen',
  'auth.missing_permission': 'Ihnen fehlen die benötigten Berechtigungen für diese Aktion.',
  'auth.missing_licence': 'Das benötigte Lizenzmodul ist nicht freigeschaltet: {modules}',
  'request.content_type': 'Anfragen müssen als application/json gesendet werden',
  'request.foreign_origin': 'Anfragen von fremden Ursprüngen sind nicht erlaubt',
  'system.unavailable': 'Das angeforderte System ist nicht verfügbar',
  'validation.failed': 'Die Validierung ist fehlgeschlagen',
  'validation.between': 'Der Wert muss zwischen {min} und {max} liegen',
  'validation.cannot_be_same': 'Die beiden Werte dürfen nicht gleich sein',
  'validation.contains': 'Das Feld muss einen Wert enthalten',
  'validation.criterion_prefix': 'Der Wert muss mit 0x beginnen, z. B. 0x6A',
  'validation.date_after': 'Das Startdatum muss vor dem Enddatum liegen',
  'validation.duplicate': 'Ein Eintrag mit denselben Werten existiert bereits',
  'validation.email': 'Keine gültige E-Mail-Adresse',
  'validation.format': 'Der Wert wird im Format {format} benötigt',
  'validation.ip': 'Keine gültige IPv4-Adresse',
  'validation.license_limit_reached': 'Das Lizenzlimit ist erreicht',
  'validation.max_length': 'Höchstens {max} Zeichen erlaubt',
  'validation.single_line': 'Nur eine Zeile ohne Steuerzeichen erlaubt',
  'validation.control_characters': 'Steuerzeichen sind nicht erlaubt',
  'validation.min_length': 'Mindestens {min} Zeichen erforderlich',
  'validation.min': 'Der Wert darf nicht kleiner als {min} sein',
  'validation.numeric': 'Der Wert muss eine Zahl sein',
  'validation.one_option_required': 'Mindestens eine Option muss aktiv sein',
  'validation.required': 'Dieses Feld ist erforderlich',
  'validation.unique': 'Dieser Wert wird bereits verwendet',
  'validation.no_match': 'Die Werte stimmen nicht überein',
  'validation.invalid': 'Der Wert ist ungültig',
  'validation.file_too_large': 'Die Datei ist zu gross (maximal {max})',
  'validation.file_unreadable': 'Die Datei konnte nicht verarbeitet werden',
  'validation.section_full': 'Der Bereich ist voll (maximal {max} Geräte)',
  'validation.time_overlap': 'Die Zeit muss später als die vorherige sein',
  'validation.url': 'Die Adresse muss mit http:// oder {host} beginnen',
  'validation.schedule_limit_reached': 'Die maximale Anzahl an Zeitplänen wurde erreicht.',
  'validation.call_type_limit_reached': 'Die maximale Anzahl an Rufarten wurde erreicht.',
  'validation.configurator_limit_reached': 'Die lizenzierte Anzahl an Konfiguratoren wurde erreicht',
};

const en: Catalogue = {
  'device_action.failed': 'The action could not be sent to the Gets system',
  'storage.failed': 'The change could not be saved. Nothing was changed.',
  'storage.audit_failed':
    'The action was carried out but could not be logged: the storage is full or read-only.',
  'device_action.node_denies_manual_closure': 'Calls of this device must not be ended manually.',
  'device_action.section_forbids_manual_closure': 'Calls in this section must not be ended manually.',
  'device_action.missing_permission': 'You lack the permissions required for this action.',
  'hub.no_connection': 'No connection to the radio hub {hub}',
  'demo.unknown_device': 'Unknown device or call type',
  'demo.unknown_app_client': 'Unknown app client',
  'demo.not_demo_app_client': 'This app client is not one of the demo’s and is not paired here.',
  'login.unknown_user': 'Username is unknown',
  'login.wrong_password': 'The password entered is incorrect',
  'login.general_error': 'A general error has occurred: {error}',
  'login.rate_limited': 'Too many failed login attempts. Please try again in {minutes} minutes.',
  'login.invalid_request': 'Username and password must be given',
  'auth.missing_auth': 'You are not signed in or your session has expired',
  'auth.missing_permission': 'You lack the permissions required for this action.',
  'auth.missing_licence': 'The required licence module is not activated: {modules}',
  'request.content_type': 'Requests must be sent as application/json',
  'request.foreign_origin': 'Requests from foreign origins are not allowed',
  'system.unavailable': 'The requested system is not available',
  'validation.failed': 'Validation failed',
  'validation.between': 'The value must be between {min} and {max}',
  'validation.cannot_be_same': 'The two values must not be the same',
  'validation.contains': 'The field must contain a value',
  'validation.criterion_prefix': 'The value must start with 0x, e.g. 0x6A',
  'validation.date_after': 'The start date must be before the end date',
  'validation.duplicate': 'A record with the same values already exists',
  'validation.email': 'Not a valid e-mail address',
  'validation.format': 'The value is needed in the format {format}',
  'validation.ip': 'Not a valid IPv4 address',
  'validation.license_limit_reached': 'The licence limit has been reached',
  'validation.max_length': 'At most {max} characters allowed',
  'validation.single_line': 'Only one line without control characters is allowed',
  'validation.control_characters': 'Control characters are not allowed',
  'validation.min_length': 'At least {min} characters required',
  'validation.min': 'The value must not be smaller than {min}',
  'validation.numeric': 'The value must be a number',
  'validation.one_option_required': 'At least one option must be active',
  'validation.required': 'This field is required',
  'validation.unique': 'This value is already in use',
  'validation.no_match': 'The values do not match',
  'validation.invalid': 'The value is invalid',
  'validation.file_too_large': 'The file is too large (max {max})',
  'validation.file_unreadable': 'The file could not be processed',
  'validation.section_full': 'The section is full (max {max} devices)',
  'validation.time_overlap': 'The time must be later than the previous one',
  'validation.url': 'The address must start with http:// or {host}',
  'validation.schedule_limit_reached': 'The maximum number of schedules has been reached.',
  'validation.call_type_limit_reached': 'The maximum number of call types has been reached.',
  'validation.configurator_limit_reached': 'The licensed number of configurators has been reached',
};

const fr: Catalogue = {
  'device_action.failed': 'L’action n’a pas pu être envoyée au système Gets',
  'storage.failed': 'La modification n’a pas pu être enregistrée. Rien n’a été modifié.',
  'storage.audit_failed':
    'L’action a été exécutée mais n’a pas pu être journalisée : la mémoire est pleine ou protégée en écriture.',
  'device_action.node_denies_manual_closure':
    'Les appels de cet appareil ne doivent pas être terminés manuellement.',
  'device_action.section_forbids_manual_closure':
    'Dans ce secteur, les appels ne doivent pas être terminés manuellement.',
  'device_action.missing_permission': 'Vous ne disposez pas des autorisations nécessaires pour cette action.',
  'hub.no_connection': 'Pas de connexion au hub radio {hub}',
  'demo.unknown_device': 'Appareil ou type d’appel inconnu',
  'demo.unknown_app_client': 'Appareil app inconnu',
  'demo.not_demo_app_client': 'Cet appareil app ne fait pas partie de la démo et n’est pas couplé ici.',
  'login.unknown_user': 'Le nom d’utilisateur est inconnu',
  'login.wrong_password': 'Le mot de passe saisi est incorrect',
  'login.general_error': 'Une erreur générale s’est produite : {error}',
  'login.rate_limited':
    'Trop de tentatives de connexion échouées. Veuillez réessayer dans {minutes} minutes.',
  'login.invalid_request': 'Le nom d’utilisateur et le mot de passe doivent être indiqués',
  'auth.missing_auth': 'Vous n’êtes pas connecté ou votre session a expiré',
  'auth.missing_permission': 'Vous ne disposez pas des autorisations nécessaires pour cette action.',
  'auth.missing_licence': 'Le module de licence requis n’est pas activé : {modules}',
  'request.content_type': 'Les requêtes doivent être envoyées en application/json',
  'request.foreign_origin': 'Les requêtes d’origines étrangères ne sont pas autorisées',
  'system.unavailable': 'Le système demandé n’est pas disponible',
  'validation.failed': 'La validation a échoué',
  'validation.between': 'La valeur doit être comprise entre {min} et {max}',
  'validation.cannot_be_same': 'Les deux valeurs ne doivent pas être identiques',
  'validation.contains': 'Le champ doit contenir une valeur',
  'validation.criterion_prefix': 'La valeur doit commencer par 0x, p. ex. 0x6A',
  'validation.date_after': 'La date de début doit précéder la date de fin',
  'validation.duplicate': 'Un enregistrement avec les mêmes valeurs existe déjà',
  'validation.email': 'Ce n’est pas une adresse e-mail valide',
  'validation.format': 'La valeur doit être au format {format}',
  'validation.ip': 'Ce n’est pas une adresse IPv4 valide',
  'validation.license_limit_reached': 'La limite de la licence est atteinte',
  'validation.max_length': '{max} caractères au maximum',
  'validation.single_line': 'Une seule ligne sans caractères de contrôle est autorisée',
  'validation.control_characters': 'Les caractères de contrôle ne sont pas autorisés',
  'validation.min_length': '{min} caractères au minimum',
  'validation.min': 'La valeur ne doit pas être inférieure à {min}',
  'validation.numeric': 'La valeur doit être un nombre',
  'validation.one_option_required': 'Au moins une option doit être active',
  'validation.required': 'Ce champ est obligatoire',
  'validation.unique': 'Cette valeur est déjà utilisée',
  'validation.no_match': 'Les valeurs ne correspondent pas',
  'validation.invalid': 'La valeur n’est pas valide',
  'validation.file_too_large': 'Le fichier est trop volumineux (max. {max})',
  'validation.file_unreadable': 'Le fichier n’a pas pu être traité',
  'validation.section_full': 'Le secteur est plein (max. {max} appareils)',
  'validation.time_overlap': 'L’heure doit être postérieure à la précédente',
  'validation.url': 'L’adresse doit commencer par http:// ou {host}',
  'validation.schedule_limit_reached': 'Le nombre maximal de plannings a été atteint.',
  'validation.call_type_limit_reached': 'Le nombre maximal de types d’appel a été atteint.',
  'validation.configurator_limit_reached': 'Le nombre de configurateurs sous licence a été atteint',
};

const it: Catalogue = {
  'device_action.failed': "Non è stato possibile inviare l'azione al sistema Gets",
  'storage.failed': 'Non è stato possibile salvare la modifica. Non è stato modificato nulla.',
  'storage.audit_failed':
    "L'azione è stata eseguita ma non è stato possibile registrarla: la memoria è piena o protetta da scrittura.",
  'device_action.node_denies_manual_closure':
    'Le chiamate di questo dispositivo non possono essere terminate manualmente.',
  'device_action.section_forbids_manual_closure':
    'In questo settore le chiamate non possono essere terminate manualmente.',
  'device_action.missing_permission': 'Le mancano le autorizzazioni necessarie per questa azione.',
  'hub.no_connection': 'Nessuna connessione con l’hub radio {hub}',
  'demo.unknown_device': 'Dispositivo o tipo di chiamata sconosciuto',
  'demo.unknown_app_client': 'Dispositivo app sconosciuto',
  'demo.not_demo_app_client': 'Questo dispositivo app non fa parte della demo e qui non viene associato.',
  'login.unknown_user': 'Il nome utente è sconosciuto',
  'login.wrong_password': 'La password inserita è errata',
  'login.general_error': 'Si è verificato un errore generale: {error}',
  'login.rate_limited': 'Troppi tentativi di accesso non riusciti. Riprovare tra {minutes} minuti.',
  'login.invalid_request': 'Occorre indicare nome utente e password',
  'auth.missing_auth': "Non ha effettuato l'accesso o la sessione è scaduta",
  'auth.missing_permission': 'Le mancano le autorizzazioni necessarie per questa azione.',
  'auth.missing_licence': 'Il modulo di licenza richiesto non è attivato: {modules}',
  'request.content_type': 'Le richieste devono essere inviate come application/json',
  'request.foreign_origin': 'Le richieste da origini esterne non sono consentite',
  'system.unavailable': 'Il sistema richiesto non è disponibile',
  'validation.failed': 'Convalida non riuscita',
  'validation.between': 'Il valore deve essere compreso tra {min} e {max}',
  'validation.cannot_be_same': 'I due valori non devono essere uguali',
  'validation.contains': 'Il campo deve contenere un valore',
  'validation.criterion_prefix': 'Il valore deve iniziare con 0x, ad es. 0x6A',
  'validation.date_after': 'La data di inizio deve precedere la data di fine',
  'validation.duplicate': 'Esiste già un record con gli stessi valori',
  'validation.email': 'Indirizzo e-mail non valido',
  'validation.format': 'Il valore è richiesto nel formato {format}',
  'validation.ip': 'Indirizzo IPv4 non valido',
  'validation.license_limit_reached': 'Il limite della licenza è stato raggiunto',
  'validation.max_length': 'Al massimo {max} caratteri',
  'validation.single_line': 'È consentita una sola riga senza caratteri di controllo',
  'validation.control_characters': 'I caratteri di controllo non sono consentiti',
  'validation.min_length': 'Almeno {min} caratteri',
  'validation.min': 'Il valore non deve essere inferiore a {min}',
  'validation.numeric': 'Il valore deve essere un numero',
  'validation.one_option_required': 'Almeno un’opzione deve essere attiva',
  'validation.required': 'Questo campo è obbligatorio',
  'validation.unique': 'Questo valore è già in uso',
  'validation.no_match': 'I valori non corrispondono',
  'validation.invalid': 'Il valore non è valido',
  'validation.file_too_large': 'Il file è troppo grande (max {max})',
  'validation.file_unreadable': 'Impossibile elaborare il file',
  'validation.section_full': 'Il settore è pieno (max {max} dispositivi)',
  'validation.time_overlap': "L'orario deve essere successivo al precedente",
  'validation.url': "L'indirizzo deve iniziare con http:// o {host}",
  'validation.schedule_limit_reached': 'È stato raggiunto il numero massimo di programmi orari.',
  'validation.call_type_limit_reached': 'È stato raggiunto il numero massimo di tipi di chiamata.',
  'validation.configurator_limit_reached': 'È stato raggiunto il numero di configuratori concesso in licenza',
};

export const catalogues: Record<Locale, Catalogue> = {
  de: {
    ...ENTITY_MESSAGES.de,
    ...SYNC_MESSAGES.de,
    ...TREE_MESSAGES.de,
    ...de,
    ...securityMessages.de,
    ...exportMessages.de,
    ...mailMessages.de,
  },
  en: {
    ...ENTITY_MESSAGES.en,
    ...SYNC_MESSAGES.en,
    ...TREE_MESSAGES.en,
    ...en,
    ...securityMessages.en,
    ...exportMessages.en,
    ...mailMessages.en,
  },
  fr: {
    ...ENTITY_MESSAGES.fr,
    ...SYNC_MESSAGES.fr,
    ...TREE_MESSAGES.fr,
    ...fr,
    ...securityMessages.fr,
    ...exportMessages.fr,
    ...mailMessages.fr,
  },
  it: {
    ...ENTITY_MESSAGES.it,
    ...SYNC_MESSAGES.it,
    ...TREE_MESSAGES.it,
    ...it,
    ...securityMessages.it,
    ...exportMessages.it,
    ...mailMessages.it,
  },
};

export type MessageKey = keyof typeof de;

/** Translates a key with {placeholders}; falls back to German, then to the key itself. */
export function t(locale: Locale, key: string, data: Record<string, unknown> = {}): string {
  const template = catalogues[locale][key] ?? catalogues.de[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in data ? String(data[name]) : whole));
}

/**
 * A text with a count, by the language's plural rule (Intl.PluralRules: key_one, key_other, …; key_other when the
 * catalogue has no key for the rule), {count} in the Swiss format (spec 01 §9).
 */
export function tCount(
  locale: Locale,
  key: string,
  count: number,
  data: Record<string, unknown> = {},
): string {
  const rule = `${key}_${new Intl.PluralRules(locale).select(count)}`;
  const chosen = (catalogues[locale][rule] ?? catalogues.de[rule]) === undefined ? `${key}_other` : rule;
  return t(locale, chosen, { ...data, count: formatNumber(count) });
}
