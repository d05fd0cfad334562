// Trainer mode's terminal remote (scenarios/runner/live.ts) against a stand-in for the backend's scenario routes: it
// waits between polls on the clock it is given (the wall clock that holds the CLI's process open, by default), and
// an answer that is not the player's progress is refused, not printed as 'undefined'.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '@cs/contracts/clock';
import type { ScenarioProgress } from '@cs/contracts/demo';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Scenario } from './format.ts';
import { runLive } from './live.ts';

const scenario = { name: 'presence-clears-call', title: 'Presence clears the call' } as Scenario;
const progress = (step: number, state: ScenarioProgress['state']): ScenarioProgress => ({
  name: scenario.name,
  title: scenario.title,
  state,
  speed: 10,
  step,
  total: 3,
  text: `step ${step}`,
  phrase: null,
  simulated_at: '2025-01-07T06:00:00.000Z',
  systems: [1],
  clock: [],
  error: null,
});

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The backend's scenario routes: play, then each poll one step further, finished after the last. */
async function backend(answer: (polls: number) => unknown): Promise<string> {
  let polls = 0;
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify(
        req.method === 'POST' ? { ok: true, progress: progress(1, 'playing') } : answer(++polls),
      ),
    );
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** A clock that records each wait and ends it at once. */
function instantClock(waits: number[]): Clock {
  return {
    now: () => 0,
    setTimeout: (fn, ms) => {
      waits.push(ms);
      queueMicrotask(fn);
      return waits.length;
    },
    clearTimeout: () => undefined,
  };
}

describe('trainer mode’s remote (npm run scenario -- <name> --live)', () => {
  it('polls on the clock it is given until the play has finished (no TTY: it then ends)', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const url = await backend((polls) => ({
      ok: true,
      progress: progress(Math.min(polls + 1, 3), polls < 2 ? 'playing' : 'finished'),
    }));
    const waits: number[] = [];
    await runLive(scenario, { speed: 10, url, clock: instantClock(waits) });
    expect(waits).toEqual([250, 250]);
  });

  it('an answer that is not the player’s progress stops it, saying so', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const url = await backend(() => ({ ok: true, progress: { ...progress(2, 'playing'), step: 'two' } }));
    await expect(runLive(scenario, { speed: 10, url, clock: instantClock([]) })).rejects.toThrow(
      'progress: HTTP 200',
    );
  });
});
