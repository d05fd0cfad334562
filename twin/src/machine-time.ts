import type { ActorSystem } from 'xstate';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any system, whatever actors it holds
type AnyActorSystem = ActorSystem<any>;

/**
 * Time inside a machine comes from its actor system's clock: that is the clock passed to
 * `createActor(machine, { clock })`, the same one that fires the machine's delays, so a
 * SimulatedClock drives both. Falls back to 0 when a machine is stepped without an actor
 * (graph traversal), where time does not matter.
 */
export function nowOf(system: AnyActorSystem | undefined): number {
  const clock = system?._clock as { now?: () => number } | undefined;
  if (!clock) return 0;
  // XState's own default clock has no now(): an actor started without ours runs on the wall clock,
  // past the one clock of ARCHITECTURE §7 (a ward day would take a day). That is a wiring fault.
  if (!clock.now)
    throw new Error('a twin machine runs without the injected clock: createActor(machine, { clock })');
  return clock.now();
}

export function isoOf(system: AnyActorSystem | undefined): string {
  return new Date(nowOf(system)).toISOString();
}
