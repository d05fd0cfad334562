// The field checks' texts (spec 02 §5 field rules), for the forms (admin, set password), French.
import type { DeepStrings } from '../../deep-strings.ts';
import type de from './de.ts';

const validation: DeepStrings<typeof de> = {
  required: 'Ce champ est obligatoire.',
  min_length: 'Au moins {{min}} caractères sont requis.',
  max_length: 'Au plus {{max}} caractères sont autorisés.',
  single_line: 'Une seule ligne sans caractères de contrôle est autorisée.',
  control_characters: 'Les caractères de contrôle ne sont pas autorisés.',
  cannot_be_same: 'Les deux valeurs doivent être différentes.',
  no_match: 'Les saisies ne correspondent pas.',
  invalid: 'La valeur n’est pas valide.',
  format: 'La valeur doit respecter le format {{format}}.',
  between: 'La valeur doit être comprise entre {{min}} et {{max}}.',
  contains: 'Le champ doit contenir une valeur.',
  criterion_prefix: 'La valeur doit commencer par 0x, p. ex. 0x6A.',
  date_after: 'La date de début doit précéder la date de fin.',
  duplicate: 'Une entrée avec les mêmes valeurs existe déjà.',
  email: 'Ce n’est pas une adresse e-mail valide.',
  ip: 'Ce n’est pas une adresse IPv4 valide.',
  license_limit_reached: 'La limite de la licence est atteinte.',
  linked_system_tree_node_chain:
    'Des appareils sont liés à cet élément ; il ne peut donc pas être lié lui-même.',
  max_length_inherited:
    'Au plus {{max}} caractères sont autorisés (un élément enfant hérite de cette valeur).',
  min: 'La valeur ne doit pas être inférieure à {{min}}.',
  numeric: 'La valeur doit être un nombre.',
  one_option_required: 'Au moins une option doit être active.',
  required_inherited_child: 'Ce champ est obligatoire car un élément enfant hérite de ces données.',
  required_inherited_parent: 'L’élément parent ne fournit aucune donnée à hériter.',
  section_full: 'Le secteur est plein (max. {{max}} appareils).',
  time_overlap: 'L’heure doit être postérieure à la précédente.',
  unique: 'Cette valeur est déjà utilisée.',
  url: 'L’adresse doit commencer par http:// ou {{host}}.',
  schedule_limit_reached: 'Le nombre maximal de plannings a été atteint.',
  call_type_limit_reached: 'Le nombre maximal de types d’appel a été atteint.',
  server_url_local:
    'localhost n’est pas autorisé : saisissez une URL, une IP ou un nom DNS du réseau interne',
  subscriptions_disabled: 'Les abonnements sont désactivés dans les paramètres de l’app',
  configurator_limit_reached: 'Le nombre de configurateurs sous licence a été atteint',
  file_too_large: 'Le fichier est trop volumineux (max. {{max}}).',
  file_unreadable: 'Le fichier n’a pas pu être traité.',
};
export default validation;
