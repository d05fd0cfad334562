// `@cs/contracts/app`: the app gateway's protocol (docs/protocols.md §6).
export * from './app/protocol.ts';
export * from './app/pairing-code.ts';
