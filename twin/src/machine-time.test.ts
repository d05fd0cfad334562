// ARCHITECTURE §7: time inside the twin's machines is the injected clock's, never the wall clock.
import { SimulatedClock } from '@cs/contracts/clock';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { isoOf, nowOf } from './machine-time.ts';

const machine = createMachine({});

describe('machine time', () => {
  it('is the injected clock’s time', () => {
    const actor = createActor(machine, { clock: new SimulatedClock(Date.parse('2026-03-02T10:00:00Z')) });
    expect(isoOf(actor.system)).toBe('2026-03-02T10:00:00.000Z');
  });

  it('refuses an actor started on XState’s wall clock instead of reading the wall clock', () => {
    expect(() => nowOf(createActor(machine).system)).toThrow(/without the injected clock/);
  });
});
