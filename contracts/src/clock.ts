// `@cs/contracts/clock`: the clock interface, wall time and the one simulated clock (ARCHITECTURE §7).
export { type Clock, SECOND, MINUTE, HOUR, DAY } from './clock/clock.ts';
export { realClock, wallClock } from './clock/real-clock.ts';
export { SimulatedClock } from './clock/simulated-clock.ts';
