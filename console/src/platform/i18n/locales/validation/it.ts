// The field checks' texts (spec 02 §5 field rules), for the forms (admin, set password), Italian.
import type { DeepStrings } from '../../deep-strings.ts';
import type de from './de.ts';

const validation: DeepStrings<typeof de> = {
  required: 'Questo campo è obbligatorio.',
  min_length: 'Sono richiesti almeno {{min}} caratteri.',
  max_length: 'Sono consentiti al massimo {{max}} caratteri.',
  single_line: 'È consentita una sola riga senza caratteri di controllo.',
  control_characters: 'I caratteri di controllo non sono consentiti.',
  cannot_be_same: 'I due valori devono essere diversi.',
  no_match: 'I valori inseriti non corrispondono.',
  invalid: 'Il valore non è valido.',
  format: 'Il valore deve rispettare il formato {{format}}.',
  between: 'Il valore deve essere compreso tra {{min}} e {{max}}.',
  contains: 'Il campo deve contenere un valore.',
  criterion_prefix: 'Il valore deve iniziare con 0x, ad es. 0x6A.',
  date_after: 'La data di inizio deve precedere la data di fine.',
  duplicate: 'Esiste già una voce con gli stessi valori.',
  email: 'Indirizzo e-mail non valido.',
  ip: 'Indirizzo IPv4 non valido.',
  license_limit_reached: 'Il limite della licenza è stato raggiunto.',
  linked_system_tree_node_chain:
    'A questo elemento sono collegati dei dispositivi, quindi non può essere collegato a sua volta.',
  max_length_inherited:
    'Sono consentiti al massimo {{max}} caratteri (un elemento figlio eredita questo valore).',
  min: 'Il valore non deve essere inferiore a {{min}}.',
  numeric: 'Il valore deve essere un numero.',
  one_option_required: 'Almeno un’opzione deve essere attiva.',
  required_inherited_child: 'Questo campo è obbligatorio perché un elemento figlio eredita questi dati.',
  required_inherited_parent: 'L’elemento padre non fornisce dati da ereditare.',
  section_full: 'Il settore è pieno (max {{max}} dispositivi).',
  time_overlap: 'L’orario deve essere successivo al precedente.',
  unique: 'Questo valore è già in uso.',
  url: 'L’indirizzo deve iniziare con http:// o {{host}}.',
  schedule_limit_reached: 'È stato raggiunto il numero massimo di programmi orari.',
  call_type_limit_reached: 'È stato raggiunto il numero massimo di tipi di chiamata.',
  server_url_local: 'localhost non è consentito: inserire un URL, un IP o un nome DNS della rete interna',
  subscriptions_disabled: "Gli abbonamenti sono disattivati nelle impostazioni dell'app",
  configurator_limit_reached: 'È stato raggiunto il numero di configuratori concesso in licenza',
  file_too_large: 'Il file è troppo grande (max {{max}}).',
  file_unreadable: 'Impossibile elaborare il file.',
};
export default validation;
