// The mocks' clock (ARCHITECTURE §7: every timer through an injected clock): the console's wall clock, which runs in
// the browser (the dev server's and Storybook's mocks) and in Node (Vitest), unless a test hands its own to a mock.
// The mock data's call ages count back from it.
export { browserClock as mockClock } from '../console/src/platform/clock.ts';
