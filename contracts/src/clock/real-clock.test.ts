import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY } from './clock.ts';
import { realClock } from './real-clock.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('realClock long delays (radio links of generated wards stay up for weeks)', () => {
  it("a delay beyond Node's 24.8-day timer limit fires once, at its time, not after 1 ms", () => {
    vi.useFakeTimers({ now: 0 });
    const fired: number[] = [];
    realClock.setTimeout(() => fired.push(Date.now()), 60 * DAY);
    vi.advanceTimersByTime(1_000);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(59 * DAY - 2_000);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(2 * DAY);
    expect(fired).toEqual([60 * DAY]);
  });

  it('clearTimeout cancels a long timer also after its first step', () => {
    vi.useFakeTimers({ now: 0 });
    const fired: number[] = [];
    const id = realClock.setTimeout(() => fired.push(Date.now()), 40 * DAY);
    vi.advanceTimersByTime(30 * DAY);
    realClock.clearTimeout(id);
    vi.advanceTimersByTime(20 * DAY);
    expect(fired).toEqual([]);
    const short = realClock.setTimeout(() => fired.push(Date.now()), 5);
    realClock.clearTimeout(short);
    realClock.setTimeout(() => fired.push(Date.now()), 5);
    vi.advanceTimersByTime(5);
    expect(fired).toEqual([50 * DAY + 5]);
  });
});

describe('wallClock({ keepAlive }) (the trainer CLI waits between polls: scenarios/runner/live.ts)', () => {
  /** A process whose only work is one timer of the clock: what it printed when its event loop ran dry. */
  const onlyATimer = (options: string) =>
    spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { wallClock } from ${JSON.stringify(new URL('./real-clock.ts', import.meta.url).pathname)};
         wallClock(${options}).setTimeout(() => console.log('fired'), 20);`,
      ],
      { encoding: 'utf8' },
    ).stdout;

  it('holds the process open until its timer fires; the product’s clock never keeps a finished process alive', () => {
    expect(onlyATimer('{ keepAlive: true }')).toBe('fired\n');
    expect(onlyATimer('')).toBe('');
  });
});
