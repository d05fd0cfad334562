// The spec's pure rules (ARCHITECTURE §2): judged by the backend, shown by the console, expected by the
// scenarios and the mocks. Imports nothing of ours and touches no I/O. The display's filter and order
// rules are in ./display.ts.
export * from './close-call.ts';
export * from './licence.ts';
export * from './permissions.ts';
export * from './schedule.ts';
export * from './text.ts';
export * from './numbers.ts';
export * from './time.ts';
export * from './viewer.ts';
