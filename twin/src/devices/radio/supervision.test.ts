import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE, SimulatedClock } from '@cs/contracts/clock';
import { createTwinSystem, type TwinEvent } from '../../system.ts';
import { hubWireEvent } from '../../serve/hub-server.ts';
import { generateWard } from '../../ward/index.ts';
import { SUPERVISION_INTERVAL_MS, supervisionMachine } from './supervision-machine.ts';

const beatTimes = (seed: number, start: { intervalMs?: number; jitter?: number } = {}, span = HOUR) => {
  const clock = new SimulatedClock();
  const actor = createActor(supervisionMachine, { input: { seed }, clock }).start();
  const times: number[] = [];
  actor.on('heartbeat', () => times.push(clock.now()));
  actor.send({ type: 'START', ...start });
  clock.advance(span);
  return { times, actor, clock };
};

describe('radio supervision (heartbeat) of one device (docs/protocols.md §4 Supervision)', () => {
  it('is silent until started, then beats every interval ± jitter after a first beat at a random phase', () => {
    const clock = new SimulatedClock();
    const actor = createActor(supervisionMachine, { input: { seed: 7 }, clock }).start();
    const beats: number[] = [];
    actor.on('heartbeat', () => beats.push(clock.now()));
    clock.advance(HOUR);
    expect(beats).toEqual([]);
    expect(clock.pending).toBe(0); // off costs no timer

    const { times } = beatTimes(7);
    expect(times[0]).toBeLessThanOrEqual(SUPERVISION_INTERVAL_MS);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(gaps.length).toBeGreaterThan(9);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(SUPERVISION_INTERVAL_MS * 0.9);
      expect(gap).toBeLessThanOrEqual(SUPERVISION_INTERVAL_MS * 1.1);
    }
    expect(new Set(gaps).size).toBeGreaterThan(1); // jittered, not a fixed period
  });

  it('same seed, same beat times; another seed, other times (ARCHITECTURE §7)', () => {
    expect(beatTimes(11, { intervalMs: 10_000 }).times).toEqual(beatTimes(11, { intervalMs: 10_000 }).times);
    expect(beatTimes(12, { intervalMs: 10_000 }).times).not.toEqual(
      beatTimes(11, { intervalMs: 10_000 }).times,
    );
  });

  it('STOP ends the beats and leaves no timer behind', () => {
    const { times, actor, clock } = beatTimes(3, { intervalMs: 1_000, jitter: 0 }, 10_000);
    expect(times.length).toBeGreaterThanOrEqual(10);
    actor.send({ type: 'STOP' });
    const before = times.length;
    clock.advance(HOUR);
    expect(times.length).toBe(before);
    expect(clock.pending).toBe(0);
  });
});

describe('twin system: supervision reaches the hub and its event stream', () => {
  const ward = generateWard({ seed: 1, size: 'demo' });
  const radio = ward.devices.filter((d) => d.hub_id !== null);

  const run = (dropDevice?: number) => {
    const clock = new SimulatedClock(Date.UTC(2025, 0, 6, 6, 0));
    const system = createTwinSystem({ ward, clock });
    const seen: { hubId: number; deviceId: number; at: number }[] = [];
    system.subscribe((e: TwinEvent) => {
      if (e.source === 'hub' && e.event.type === 'supervision')
        seen.push({ hubId: e.hubId, deviceId: e.event.deviceId, at: e.event.at });
    });
    if (dropDevice !== undefined) system.dropLink(dropDevice);
    system.setHeartbeats(true, { intervalMs: MINUTE });
    clock.advance(10 * MINUTE);
    return { system, clock, seen };
  };

  it('off by default: no supervision and no timers for it', () => {
    const clock = new SimulatedClock();
    const system = createTwinSystem({ ward, clock });
    const events: TwinEvent[] = [];
    system.subscribe((e) => events.push(e));
    clock.advance(HOUR);
    expect(events.filter((e) => e.source === 'hub' && e.event.type === 'supervision')).toEqual([]);
  });

  it('every radio device reports to its own hub about once per interval; the hub updates last seen', () => {
    const { system, clock, seen } = run();
    for (const d of radio) {
      const mine = seen.filter((s) => s.deviceId === d.id);
      expect(mine.length).toBeGreaterThanOrEqual(9);
      expect(mine.length).toBeLessThanOrEqual(12);
      expect(new Set(mine.map((s) => s.hubId))).toEqual(new Set([d.hub_id]));
      const last = system.hub(d.hub_id!)!.devices[d.id]!.last_seen_at;
      expect(last).toBe(mine.at(-1)!.at);
      expect(clock.now() - last).toBeLessThanOrEqual(1.1 * MINUTE);
    }
    expect(seen.some((s) => ward.devices.find((d) => d.id === s.deviceId)!.hub_id === null)).toBe(false); // wired devices have no radio
  });

  it('deterministic: the same seed gives the same supervision log', () => {
    expect(run().seen).toEqual(run().seen);
  });

  it('an unreachable device goes silent (its beats are lost, not queued) and reports again once the link is back', () => {
    const device = radio[0]!;
    const { system, clock, seen } = run(device.id);
    expect(seen.filter((s) => s.deviceId === device.id)).toEqual([]);
    system.restoreLink(device.id);
    const at = clock.now();
    clock.advance(2 * MINUTE);
    const after = seen.filter((s) => s.deviceId === device.id);
    expect(after.length).toBeGreaterThanOrEqual(1);
    expect(after.length).toBeLessThanOrEqual(3);
    expect(after.every((s) => s.at > at)).toBe(true);
  });

  it('stays on across a demo reset; off stops it', () => {
    const { system, clock, seen } = run();
    system.reset();
    const n = seen.length;
    clock.advance(2 * MINUTE);
    expect(seen.length).toBeGreaterThan(n);
    system.setHeartbeats(false);
    const m = seen.length;
    clock.advance(10 * MINUTE);
    expect(seen.length).toBe(m);
  });
});

describe('Supervision on the hub protocol wire (docs/protocols.md §4)', () => {
  it('carries node, address and the time the hub heard the device', () => {
    const at = Date.UTC(2025, 0, 6, 6, 0, 1);
    expect(hubWireEvent({ type: 'supervision', deviceId: 23, serial: '4A3F12C0', at })).toEqual({
      type: 'Supervision',
      at: '2025-01-06T06:00:01.000Z',
      node: 23,
      address: '4A3F12C0',
    });
  });
});
