// Trainer mode: `npm run scenario -- <name> --live --speed 10` plays a scenario against a RUNNING backend in demo
// mode (`npm start`), in real time scaled by --speed (1x to 60x), so a trainer watches it on a wall display and in
// the console. The backend's own player does the work (backend/src/demo/scenario-player.ts, the same one the demo
// console's 'Szenarien' tab uses): it acts on the embedded twin in-process, so every step of a demo-facility
// scenario happens live, faults, hubs and configuration included. This is a terminal remote control for it:
// POST /backend/demo/scenarios/:name/play, pause, resume, restart, stop, speed; GET /backend/demo/scenarios for the
// progress, printed whenever the step changes.
// Keys: space or p pause/resume, r restart (demo reset, from the first step), + / - speed, q quit (stops the play).
import { wallClock, type Clock } from '@cs/contracts/clock';
import { scenarioProgress, type ScenarioProgress } from '@cs/contracts/demo';
import { z } from 'zod';
import type { Scenario } from './format.ts';
import { formatLocal } from './zoned-time.ts';

export interface LiveOptions {
  speed: number;
  url: string;
  /** what it waits on between polls; the wall clock holding the process open unless a test hands in another */
  clock?: Clock;
}

/** Every answer of the scenario routes carries the player's progress (contracts/src/demo/answers.ts). */
const answerWithProgress = z.object({ progress: scenarioProgress });
/** How often the progress is asked for (wall time; the backend's player runs the scenario at its speed). */
const POLL_MS = 250;

const SPEEDS = [1, 2, 5, 10, 20, 30, 60];

export async function runLive(scenario: Scenario, options: LiveOptions): Promise<void> {
  if (!(options.speed >= 1 && options.speed <= 60)) throw new Error('--speed must be between 1 and 60');
  const clock = options.clock ?? wallClock({ keepAlive: true });
  const call = async (path: string, body?: unknown): Promise<ScenarioProgress> => {
    const response = await fetch(`${options.url}/backend/demo/scenarios${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = answerWithProgress.safeParse(await response.json().catch(() => null)).data;
    if (response.status === 404)
      throw new Error(
        `${options.url} has no trainer mode for "${scenario.name}" (not in demo mode, or not a demo-facility scenario)`,
      );
    if (!answer?.progress) throw new Error(`${path || 'progress'}: HTTP ${response.status}`);
    return answer.progress;
  };
  let progress = await call(`/${encodeURIComponent(scenario.name)}/play`, { speed: options.speed });
  let quit = false;

  const stdin = process.stdin;
  if (stdin.isTTY) {
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', (key: Buffer) => {
      const k = key.toString();
      const act = (path: string, body: unknown = {}) =>
        void call(path, body).then(
          (p) => (progress = p),
          () => {},
        );
      if (k === ' ' || k === 'p') act(progress.state === 'paused' ? '/resume' : '/pause');
      else if (k === 'r') act('/restart');
      else if (k === '+' || k === '-') {
        const i = SPEEDS.findIndex((s) => s >= progress.speed);
        act('/speed', { speed: SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, i + (k === '+' ? 1 : -1)))] });
      } else if (k === 'q' || k === '\u0003') quit = true;
    });
  }

  console.log(
    `live: ${scenario.title} against ${options.url} at ${progress.speed}x — keys: space pause, r restart, +/- speed, q quit`,
  );
  let shown = '';
  try {
    for (;;) {
      const line = `[${progress.simulated_at ? formatLocal(Date.parse(progress.simulated_at)) : '-'} ${progress.speed}x ${progress.state}] ${progress.step}/${progress.total} ${progress.text ?? ''}${progress.error ? ` — ${progress.error}` : ''}`;
      const key = `${progress.step}|${progress.state}|${progress.speed}`;
      if (key !== shown) console.log(line);
      shown = key;
      if (quit) {
        await call('/stop', {});
        break;
      }
      if (progress.name !== scenario.name || ['stopped', 'failed'].includes(progress.state)) break;
      if (progress.state === 'finished' && !stdin.isTTY) break;
      await new Promise((r) => clock.setTimeout(r, POLL_MS));
      progress = await call('');
    }
  } finally {
    if (stdin.isTTY) stdin.setRawMode(false);
    stdin.pause();
  }
}
