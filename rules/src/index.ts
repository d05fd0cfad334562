// The spec's pure rules (ARCHITECTURE §2): judged by the backend, shown by the console, expected by the
// scenarios and the mocks. Imports nothing of ours and touches no I/O.
export {};
