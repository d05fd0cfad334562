// `@cs/contracts/app`: the app gateway's protocol (docs/protocols.md §7).
export * from './app/protocol.ts';
export * from './app/pairing-code.ts';
export * from './app/refusals.ts';
export * from './app/settings.ts';
