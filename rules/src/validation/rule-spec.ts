// The validation catalogue of spec 02 §5 as data: a rule that needs nothing but the record and its
// siblings is a plain object, so the backend can state it once in an entity description, codegen can
// carry it to the console, and both judge a value with the same function (check-rule.ts).

/** A field error before translation: a catalogue key and the data its message names. */
export interface Violation {
  key: string;
  data?: Record<string, unknown>;
}

export interface RuleContext {
  field: string;
  record: Readonly<Record<string, unknown>>;
  /** the other records of the collection (without the one being saved); empty where unknown (the console) */
  others: readonly Readonly<Record<string, unknown>>[];
  /** the host name the console runs on, for the url rule's message */
  host?: string;
}

export type RuleSpec =
  | { rule: 'required' }
  /** a list or text must contain a value (e.g. at least one connection) */
  | { rule: 'contains' }
  | { rule: 'numeric' }
  | { rule: 'min'; min: number }
  | { rule: 'between'; min: number; max: number }
  | { rule: 'max_length'; max: number }
  | { rule: 'min_length'; min: number }
  /**
   * spec 02 §5 device texts (short 7, long 19 characters, only what the devices show): the length first, so
   * its message names the maximum, then the characters (`pattern`, described by `chars`)
   */
  | { rule: 'device_text'; max: number; pattern: string; chars: string }
  /** a value in a format described for the user by `format` (e.g. HH:mm) */
  | { rule: 'format'; pattern: string; flags?: string; format: string }
  /** an ISO 8601 date or instant */
  | { rule: 'date' }
  /** several addresses separated by commas; with `single`, exactly one (a sender) */
  | { rule: 'email'; single?: boolean }
  /**
   * no control characters (issue 33: CR/LF in a name or a mail login): a single-line text takes none at all, a
   * multiline one (a display note's text) line breaks and tabs only; every text field of the machinery has it
   */
  | { rule: 'no_control'; multiline?: boolean }
  | { rule: 'ip'; port?: boolean }
  | { rule: 'url' }
  | { rule: 'criterion_prefix' }
  /** an IANA time zone name the runtime knows (Europe/Zurich) */
  | { rule: 'time_zone' }
  /** a value from a fixed set */
  | { rule: 'one_of'; values: readonly (string | number)[] }
  /** not used by another record of the collection (case-insensitive for text) */
  | { rule: 'unique' }
  | { rule: 'cannot_be_same'; other: string }
  /** equal to another field (a password and its repeat) */
  | { rule: 'no_match'; other: string }
  /** this date (the end) must be after the one in `start` */
  | { rule: 'date_after'; start: string }
  /** one of these boolean fields must be on */
  | { rule: 'one_option_required'; fields: readonly string[] };

export type RuleName = RuleSpec['rule'];

/** Rules other than these leave an empty value alone (an optional field may be empty). */
export const CHECKS_EMPTY: ReadonlySet<RuleName> = new Set([
  'required',
  'contains',
  'no_match',
  'one_option_required',
]);

export const HH_MM = '^([01]\\d|2[0-3]):[0-5]\\d$';
