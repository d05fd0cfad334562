import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { DeviceEmitted } from '../shared/device-events.ts';
import { twoButtonMachine, type TwoButtonEvent } from './two-button-machine.ts';

const input = {
  deviceId: 23,
  alertCallTypeId: 4,
  presenceCallTypeId: 6,
  emergencyCallTypeId: 2,
  defectCallTypeId: 7,
};
const events: TwoButtonEvent[] = [
  { type: 'PRESS', button: 'alert' },
  { type: 'PRESS', button: 'presence' },
  { type: 'END_CALLS' },
  { type: 'MUTE' },
  { type: 'UNMUTE' },
  { type: 'DEFECT' },
  { type: 'IGNORE_DEFECTS' },
  { type: 'RESET' },
];
const options = {
  input,
  events,
  serializeState: (s: ReturnType<typeof twoButtonMachine.transition>) =>
    JSON.stringify([s.value, s.context.muted, s.context.defectsIgnored]),
};

/**
 * Replays a path on a real actor and checks, after every step, that the calls the device
 * announced (opened minus closed) are exactly what its lamps show — the display must never
 * show a call the device does not have, nor miss one it has (ARCHITECTURE §1).
 */
function replay(steps: readonly { event: TwoButtonEvent }[]) {
  const actor = createActor(twoButtonMachine, { input }).start();
  const open = new Map<number, number>();
  actor.on('*', (e: DeviceEmitted) => {
    if (e.type === 'statusChanged') return;
    const delta = e.type === 'callOpened' || e.type === 'presenceOn' ? 1 : -1;
    open.set(e.callTypeId, (open.get(e.callTypeId) ?? 0) + delta);
  });
  for (const { event } of steps) {
    if ((event.type as string) === 'xstate.init') continue;
    actor.send(event);
    const s = actor.getSnapshot();
    const openTypes = [...open].filter(([, n]) => n !== 0);
    for (const [, n] of openTypes) expect(n).toBe(1); // never opened twice, never closed unopened
    const shown = new Set(openTypes.map(([id]) => id));
    // spec 02 §4: the emergency exists only with alert and presence both active.
    if (s.hasTag('emergency')) expect(s.hasTag('alertActive') && s.hasTag('presenceActive')).toBe(true);
    expect(shown.has(2)).toBe(s.hasTag('emergency'));
    expect(shown.has(4)).toBe(s.hasTag('alertActive') && !s.hasTag('emergency'));
    expect(shown.has(6)).toBe(s.hasTag('presenceActive'));
    expect(shown.has(7)).toBe(s.hasTag('defect'));
    // Alert and emergency are never open together: one red lamp, one call.
    expect(shown.has(2) && shown.has(4)).toBe(false);
    if (s.context.muted) expect(shown.has(4) || shown.has(2) || shown.has(6)).toBe(false);
  }
  actor.stop();
}

describe('two-button device, model-based paths (spec 02 §4 demo buttons)', () => {
  it('every shortest path keeps the call invariants', () => {
    const paths = getShortestPaths(twoButtonMachine, options);
    expect(paths.length).toBeGreaterThanOrEqual(8);
    for (const path of paths) replay(path.steps);
  });

  it('every simple path keeps the call invariants', () => {
    const paths = getSimplePaths(twoButtonMachine, options);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) replay(path.steps);
  });

  it('the emergency is reachable only through presence then alert', () => {
    const paths = getShortestPaths(twoButtonMachine, { ...options, toState: (s) => s.hasTag('emergency') });
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const presses = path.steps
        .filter((s) => s.event.type === 'PRESS')
        .map((s) => (s.event as { button: string }).button);
      expect(presses.slice(-2)).toEqual(['presence', 'alert']);
    }
  });
});
