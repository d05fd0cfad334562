// What crosses a process boundary (ARCHITECTURE §2, §4): the schemas and inferred types of the Gets and hub
// protocols (docs/protocols.md), the app-client protocol and the demo REST, and the clock interface.
// Imports nothing of ours; twin and backend import it.
export {};
