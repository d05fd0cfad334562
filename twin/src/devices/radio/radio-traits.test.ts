import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { DAY, SimulatedClock } from '@cs/contracts/clock';
import { batteryMachine } from './battery-machine.ts';
import { linkMachine } from './link-machine.ts';

describe('radio battery over simulated months (spec 02 §4 battery, spec 01 §4 battery display)', () => {
  it('drains about drain_per_day, reports whole-percent steps and crosses low 40 and critical 25', () => {
    const clock = new SimulatedClock();
    const actor = createActor(batteryMachine, { input: { initial: 100, drainPerDay: 0.2 }, clock }).start();
    const levels: number[] = [];
    actor.on('batteryChanged', (e) => levels.push(e.level));
    clock.advance(300 * DAY);
    expect(levels.at(-1)).toBe(40);
    expect(levels).toEqual([...levels].sort((a, b) => b - a)); // only ever down
    expect(new Set(levels).size).toBe(levels.length); // one report per percent step
    clock.advance(80 * DAY);
    expect(levels.at(-1)).toBeLessThan(25);
  });

  it('runs empty and says so; a replaced cell reports 100 and drains again', () => {
    const clock = new SimulatedClock();
    const actor = createActor(batteryMachine, { input: { initial: 5, drainPerDay: 1 }, clock }).start();
    const events: string[] = [];
    actor.on('*', (e) => events.push(e.type === 'batteryChanged' ? String(e.level) : e.type));
    clock.advance(10 * DAY);
    expect(events.slice(-2)).toEqual(['0', 'batteryEmpty']);
    actor.send({ type: 'REPLACE' });
    clock.advance(2 * DAY);
    expect(events.slice(-3)).toEqual(['100', '99', '98']);
  });
});

describe('radio link reachability over simulated months (ARCHITECTURE §8: radio links drop now and then)', () => {
  const run = (seed: number) => {
    const clock = new SimulatedClock();
    const actor = createActor(linkMachine, {
      input: { seed, meanUpDays: 10, meanDownMinutes: 30 },
      clock,
    }).start();
    const log: string[] = [];
    actor.on('*', (e) => log.push(`${Math.round(clock.now() / 60_000)}:${e.type}`));
    clock.advance(180 * DAY);
    return log;
  };

  it('drops and returns alternately, about every mean up time, deterministically per seed', () => {
    const log = run(42);
    expect(log.length).toBeGreaterThan(20);
    log.forEach((entry, i) => expect(entry.endsWith(i % 2 === 0 ? 'linkDown' : 'linkUp')).toBe(true));
    expect(run(42)).toEqual(log);
    expect(run(43)).not.toEqual(log);
  });

  it('a forced drop lasts until restored; a stable link never drops', () => {
    const clock = new SimulatedClock();
    const actor = createActor(linkMachine, {
      input: { seed: 1, meanUpDays: 0, meanDownMinutes: 10 },
      clock,
    }).start();
    const log: string[] = [];
    actor.on('*', (e) => log.push(e.type));
    clock.advance(365 * DAY);
    expect(log).toEqual([]);
    actor.send({ type: 'DROP' });
    clock.advance(30 * DAY);
    expect(actor.getSnapshot().hasTag('unreachable')).toBe(true);
    actor.send({ type: 'RESTORE' });
    expect(log).toEqual(['linkDown', 'linkUp']);
  });
});
