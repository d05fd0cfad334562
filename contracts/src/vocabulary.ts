// `@cs/contracts/vocabulary`: the domain's words that every workspace shares (urgency, call type flags, call and
// device actions, special ids, password lengths). Plain constants, no schema library: the display's bundle and
// the rules import it. Texts for people stay in the locales, keyed by these values.
export * from './vocabulary/call-actions.ts';
export * from './vocabulary/call-type-flags.ts';
export * from './vocabulary/passwords.ts';
export * from './vocabulary/special-ids.ts';
export * from './vocabulary/urgency.ts';
