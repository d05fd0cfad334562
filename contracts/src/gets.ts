// `@cs/contracts/gets`: the Gets configurator's protocol (docs/protocols.md §1-§3).
export * from './gets/call.ts';
export * from './gets/commit-task.ts';
export * from './gets/config-kinds.ts';
export * from './gets/config-rows.ts';
export * from './gets/csv.ts';
export * from './gets/device-text.ts';
export * from './gets/http.ts';
export * from './gets/row-check.ts';
export * from './gets/stream.ts';
