// `@cs/contracts/demo`: the demo REST between console and backend (spec 02 §7).
export * from './demo/answers.ts';
export * from './demo/requests.ts';
export * from './demo/scenarios.ts';
export * from './demo/phones.ts';
