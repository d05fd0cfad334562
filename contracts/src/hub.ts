// `@cs/contracts/hub`: the radio hubs' protocol (docs/protocols.md §4).
export * from './hub/events.ts';
export * from './hub/http.ts';
