// Trainer mode: `npm run scenario -- <name> --live --speed 10` plays a scenario against a RUNNING backend in demo
// mode (`npm start`), in real time scaled by --speed (1x to 60x), so a trainer watches it on a wall display and in
// the console. The running backend has its own wall clock and embedded twin, so the steps go through the demo REST
// endpoints (spec 02 §7, docs/team-contract.md) and GraphQL like any client:
//   press / medallion -> POST /backend/demo/device/press; trigger / resetCall -> POST /backend/demo/call/trigger;
//   closeCall -> login + sendDeviceAction; advance -> a scaled pause.
// Steps that need the in-process twin (battery, radio link, hub, Gets faults, configuration, load, replay) are
// announced and skipped; expectations are shown for the trainer, evaluated only where real time does not matter.
// Keys: space or p pause/resume, r restart (demo reset, from the first step), + / - speed, q quit.
import type { Scenario, Step } from './format.ts';
import { describeStep } from './describe.ts';
import { facilityWards } from './simulation.ts';
import { formatLocal, parseDuration, parseLocal } from './zoned-time.ts';

export interface LiveOptions {
  speed: number;
  url: string;
}

const SPEEDS = [1, 2, 5, 10, 20, 30, 60];

export async function runLive(scenario: Scenario, options: LiveOptions): Promise<void> {
  if (!(options.speed >= 1 && options.speed <= 60)) throw new Error('--speed must be between 1 and 60');
  const wards = facilityWards(scenario.facility);
  const state = { speed: options.speed, paused: false, restart: false, quit: false };
  const cookies = new Map<string, string>();
  const post = async (path: string, body: unknown, system: number, cookie?: string) => {
    const response = await fetch(`${options.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-cs-system': String(system).padStart(2, '0'), ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
  };
  const login = async (user: string) => {
    const known = cookies.get(user);
    if (known) return known;
    const answer = await post('/backend/login', { username: user, password: user }, 1);
    const cookie = /cs_session=[^;]+/.exec(answer.headers.get('set-cookie') ?? '')?.[0];
    if (!cookie) throw new Error(`login as ${user} failed (HTTP ${answer.status})`);
    cookies.set(user, cookie);
    return cookie;
  };

  const stdin = process.stdin;
  if (stdin.isTTY) {
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', (key: Buffer) => {
      const k = key.toString();
      if (k === ' ' || k === 'p') {
        state.paused = !state.paused;
        console.log(state.paused ? '⏸  paused (space to resume)' : `▶  resumed at ${state.speed}x`);
      } else if (k === 'r') state.restart = true;
      else if (k === '+' || k === '-') {
        const i = SPEEDS.findIndex((s) => s >= state.speed);
        state.speed = SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, i + (k === '+' ? 1 : -1)))]!;
        console.log(`speed ${state.speed}x`);
      } else if (k === 'q' || k === '\u0003') state.quit = true;
    });
  }
  /** Waits `simulatedMs` of scenario time in real time / speed, in slices, honouring pause, restart and quit. */
  const wait = async (simulatedMs: number) => {
    let left = simulatedMs;
    while (left > 0 && !state.restart && !state.quit) {
      await new Promise((r) => setTimeout(r, 100));
      if (!state.paused) left -= 100 * state.speed;
    }
  };

  console.log(`live: ${scenario.title} against ${options.url} at ${state.speed}x — keys: space pause, r restart, +/- speed, q quit`);
  try {
    for (;;) {
      state.restart = false;
      for (const systemId of wards.keys()) await post('/backend/demo/reset', {}, systemId);
      let clock = parseLocal(scenario.start);
      for (const step of scenario.steps) {
        if (state.restart || state.quit) break;
        const ward = wards.get(step.system ?? 1);
        const system = step.system ?? 1;
        const stamp = formatLocal(clock);
        const line = (text: string) => console.log(`[scenario ${stamp}] ${text}`);
        switch (step.kind) {
          case 'advance':
          case 'advanceTo': {
            const ms = step.kind === 'advance' ? (parseDuration(step.by) ?? 0) : parseLocal(step.time) - clock;
            line(`${describeStep(step, ward)} (${(ms / 1000 / state.speed).toFixed(1)} s at ${state.speed}x)`);
            await wait(ms);
            clock += ms;
            break;
          }
          case 'press':
          case 'medallion': {
            const answer = await post('/backend/demo/device/press', { device_id: step.device, ...(step.kind === 'press' && step.button ? { button: step.button } : {}) }, system);
            line(`${describeStep(step, ward)} → HTTP ${answer.status}`);
            break;
          }
          case 'trigger':
          case 'resetCall': {
            const device = ward?.devices.find((d) => d.id === step.device);
            const body = step.kind === 'trigger' ? { device_id: step.device, call_type_id: step.callType, close: step.close ?? false } : { device_id: step.device, call_type_id: device?.alert_call_type_id, close: true };
            const answer = await post('/backend/demo/call/trigger', body, system);
            line(`${describeStep(step, ward)} → HTTP ${answer.status}`);
            break;
          }
          case 'closeCall': {
            const cookie = step.as ? await login(step.as) : undefined;
            const section = ward?.nodes.find((n) => n.id === step.device)?.section_id ?? null;
            const answer = await post('/backend/query', { query: `mutation { sendDeviceAction(action: EndCalls, deviceID: ${step.device}, sectionID: ${section}) { success } }` }, system, cookie);
            const errors = answer.body?.errors as Array<{ extensions?: { code?: string } }> | undefined;
            line(`${describeStep(step, ward)} → ${errors?.[0]?.extensions?.code ?? 'ok'} (scenario expects ${step.outcome})`);
            break;
          }
          case 'note':
            line(step.text);
            break;
          default:
            line(step.kind.startsWith('expect') ? `expectation for the trainer: ${summary(step)}` : `${describeStep(step, ward)} — needs the in-process twin, skipped live`);
        }
      }
      if (state.quit) break;
      if (!state.restart && !stdin.isTTY) break;
      if (!state.restart) {
        console.log('scenario finished — r to run it again, q to quit');
        while (!state.restart && !state.quit) await new Promise((r) => setTimeout(r, 100));
        if (state.quit) break;
      }
      console.log('↻  restarting (demo reset)');
    }
  } finally {
    if (stdin.isTTY) stdin.setRawMode(false);
    stdin.pause();
  }
}

function summary(step: Step): string {
  switch (step.kind) {
    case 'expectDisplay':
      return `the display shows ${step.calls.length ? step.calls.join(', ') : 'nothing'}`;
    case 'expectCallLog':
      return `call log ${JSON.stringify({ count: step.count, last: step.last })}`;
    default:
      return step.label ?? step.kind;
  }
}
