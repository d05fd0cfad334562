import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE, SimulatedClock } from '@cs/contracts/clock';
import { createRootClock } from './root-clock.ts';
import { createTwinSystem, type TwinEvent } from './system.ts';
import { generateWard } from './ward/index.ts';

describe('root clock: ending a twin root', () => {
  it('retire cancels every timer set through it and ignores later ones', () => {
    const clock = new SimulatedClock();
    const root = createRootClock(clock);
    const fired: string[] = [];
    root.clock.setTimeout(() => fired.push('a'), 10);
    const b = root.clock.setTimeout(() => fired.push('b'), 20);
    root.clock.clearTimeout(b);
    clock.advance(15);
    root.clock.setTimeout(() => fired.push('c'), 10);
    root.retire();
    root.clock.setTimeout(() => fired.push('d'), 1);
    clock.advance(HOUR);
    expect(fired).toEqual(['a']);
    expect(clock.pending).toBe(0);
  });

  it('stop and demo reset of a large heartbeating ward leave no timer of the old root and nothing more is reported from it', () => {
    const ward = generateWard({ seed: 4, size: { beds: 400 } });
    const clock = new SimulatedClock(Date.UTC(2025, 0, 6, 6, 0));
    const system = createTwinSystem({ ward, clock });
    const events: TwinEvent[] = [];
    system.subscribe((e) => events.push(e));
    system.setHeartbeats(true, { intervalMs: MINUTE });
    clock.advance(2 * MINUTE);
    const timers = clock.pending;
    expect(timers).toBeGreaterThan(ward.devices.length); // heartbeats, batteries, links

    system.reset();
    expect(clock.pending).toBe(timers); // the new root's timers replace the old root's, none left over
    const device = ward.devices.find((d) => d.kind === 'two-button')!;
    system.press(device.id, 'alert');
    expect(system.openCalls().map((c) => c.number)).toEqual([device.id]);

    system.stop();
    expect(clock.pending).toBe(0);
    const count = events.length;
    clock.advance(HOUR);
    expect(events.length).toBe(count);
  });
});
