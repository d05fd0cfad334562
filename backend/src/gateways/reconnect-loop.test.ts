// The link skeleton of the Gets and hub gateways (README "Real hardware": reconnect with backoff 250 ms
// doubling to 10 s, 30 s of silence counts as offline; docs/protocols.md §3 resync on a sequence gap).
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '@cs/contracts/clock';
import { ReconnectLoop } from './reconnect-loop.ts';
import type { SyncStatus } from './types.ts';

interface Conn {
  n: number;
  closed: boolean;
}

function setup(target: { present: boolean } = { present: true }) {
  const clock = new SimulatedClock(Date.UTC(2025, 0, 6, 8, 0, 0));
  const opened: Conn[] = [];
  const statuses: Array<[SyncStatus, string]> = [];
  const loop = new ReconnectLoop<Conn>({
    clock,
    backoff: { initialMs: 250, maxMs: 1_000 },
    silenceMs: 30_000,
    noTarget: 'no address',
    open: () => {
      if (!target.present) return null;
      const conn = { n: opened.length + 1, closed: false };
      opened.push(conn);
      return conn;
    },
    close: (conn) => void (conn.closed = true),
    onStatus: (status, reason) => statuses.push([status, reason]),
  });
  return { clock, opened, statuses, loop, last: () => opened.at(-1)! };
}

describe('ReconnectLoop (gateway link skeleton)', () => {
  it('connects at start, reconnects after a drop with doubling delays up to the cap, and a working link resets them', () => {
    const { clock, opened, statuses, loop, last } = setup();
    loop.start();
    expect(opened).toHaveLength(1);
    loop.online(last(), 'hello');
    expect(loop.status).toBe('online');
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) {
      loop.drop(last(), 'offline', 'refused');
      const before = opened.length;
      let waited = 0;
      while (opened.length === before) {
        clock.advance(50);
        waited += 50;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([250, 500, 1_000, 1_000]);
    loop.online(last(), 'hello');
    loop.drop(last(), 'offline', 'refused');
    clock.advance(249);
    expect(opened).toHaveLength(5);
    clock.advance(1);
    expect(opened).toHaveLength(6);
    // only changes are reported
    expect(statuses.map(([s]) => s)).toEqual(['online', 'offline', 'online', 'offline']);
  });

  it('ignores events of an old connection (a late close must not drop the new one)', () => {
    const { clock, opened, loop, last } = setup();
    loop.start();
    const first = last();
    loop.drop(first, 'offline', 'closed');
    expect(first.closed).toBe(true);
    clock.advance(250);
    loop.online(last(), 'hello');
    loop.drop(first, 'offline', 'late close of the first socket');
    expect(loop.status).toBe('online');
    expect(opened).toHaveLength(2);
    expect(loop.isCurrent(first)).toBe(false);
  });

  it('silence: no line for silenceMs drops the link; every line restarts the timer', () => {
    const { clock, loop, last } = setup();
    loop.start();
    loop.online(last(), 'hello');
    loop.heard(last());
    clock.advance(29_000);
    loop.heard(last());
    clock.advance(29_000);
    expect(loop.status).toBe('online');
    clock.advance(1_000);
    expect(loop.status).toBe('offline');
  });

  it('resync reconnects at once and reports the same status with its reason', () => {
    const { clock, opened, statuses, loop, last } = setup();
    loop.start();
    loop.online(last(), 'snapshot');
    loop.resync(last(), 'sequence gap');
    expect(statuses.at(-1)).toEqual(['online', 'sequence gap']);
    clock.advance(0);
    expect(opened).toHaveLength(2);
  });

  it('without an address the status is unknown and it keeps looking; stop ends everything', () => {
    const target = { present: false };
    const { clock, opened, loop, last } = setup(target);
    loop.start();
    expect(loop.status).toBe('unknown');
    target.present = true;
    clock.advance(250);
    expect(opened).toHaveLength(1);
    loop.stop();
    expect(last().closed).toBe(true);
    clock.advance(60_000);
    expect(opened).toHaveLength(1);
    loop.start();
    expect(opened).toHaveLength(2);
  });
});
