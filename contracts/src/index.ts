// What crosses a process boundary (ARCHITECTURE §2, §4): the schemas and inferred types of the Gets and hub
// protocols (docs/protocols.md) and the demo REST, and the clock. Imports nothing of ours; twin, backend,
// scenarios and console import it, by area: @cs/contracts/gets, /hub, /demo, /clock, /protocol-line.
export * from './clock.ts';
export * from './demo.ts';
export * from './gets.ts';
export * from './hub.ts';
export * from './protocol-line.ts';
