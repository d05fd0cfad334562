// The field checks' texts (spec 02 §5 field rules), for the forms (admin, set password), English.
import type { DeepStrings } from '../../deep-strings.ts';
import type de from './de.ts';

const validation: DeepStrings<typeof de> = {
  required: 'This field is required.',
  min_length: 'At least {{min}} characters are required.',
  max_length: 'At most {{max}} characters are allowed.',
  cannot_be_same: 'The two values must differ.',
  no_match: 'The entries do not match.',
  invalid: 'The value is invalid.',
  format: 'The value must match the format {{format}}.',
  between: 'The value must be between {{min}} and {{max}}.',
  contains: 'The field must contain a value.',
  criterion_prefix: 'The value must start with 0x, e.g. 0x6A.',
  date_after: 'The start date must be before the end date.',
  duplicate: 'An entry with the same values already exists.',
  email: 'Not a valid e-mail address.',
  ip: 'Not a valid IPv4 address.',
  license_limit_reached: 'The licence limit has been reached.',
  linked_system_tree_node_chain: 'Devices are linked to this element, so it cannot itself be linked.',
  max_length_inherited: 'At most {{max}} characters are allowed (a child element inherits this value).',
  min: 'The value must not be smaller than {{min}}.',
  numeric: 'The value must be a number.',
  one_option_required: 'At least one option must be active.',
  required_inherited_child: 'This field is required because a child element inherits this data.',
  required_inherited_parent: 'The parent element provides no data to inherit.',
  section_full: 'The section is full (max {{max}} devices).',
  time_overlap: 'The time must be later than the previous one.',
  unique: 'This value is already in use.',
  url: 'The address must start with http:// or {{host}}.',
  schedule_limit_reached: 'The maximum number of schedules has been reached.',
  call_type_limit_reached: 'The maximum number of call types has been reached.',
  configurator_limit_reached: 'The licensed number of configurators has been reached',
  file_too_large: 'The file is too large (max {{max}}).',
  file_unreadable: 'The file could not be processed.',
};
export default validation;
