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
  // XState's own Clock type has no now(); ours and SimulatedClock do. Without an injected
  // clock the actor runs on wall time, so Date.now() is the consistent fallback.
  if (!clock) return 0;
  return clock.now ? clock.now() : Date.now();
}

export function isoOf(system: AnyActorSystem | undefined): string {
  return new Date(nowOf(system)).toISOString();
}
