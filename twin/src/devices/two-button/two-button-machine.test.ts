import { SimulatedClock, createActor } from 'xstate';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordEffects } from '../shared/test-helpers.ts';
import { RESTART_MS } from '../shared/device-events.ts';
import { twoButtonMachine } from './two-button-machine.ts';

const input = {
  deviceId: 23,
  alertCallTypeId: 4,
  presenceCallTypeId: 6,
  emergencyCallTypeId: 2,
  defectCallTypeId: 7,
};

describe('two-button device, demo rules (spec 02 §4 demo buttons)', () => {
  let clock: SimulatedClock;
  let actor: ReturnType<typeof createActor<typeof twoButtonMachine>>;
  let effects: string[];
  const press = (button: 'alert' | 'presence') => actor.send({ type: 'PRESS', button });
  const lamps = () => {
    const s = actor.getSnapshot();
    return {
      alert: s.hasTag('alertActive'),
      presence: s.hasTag('presenceActive'),
      emergency: s.hasTag('emergency'),
    };
  };

  beforeEach(() => {
    clock = new SimulatedClock();
    actor = createActor(twoButtonMachine, { input, clock }).start();
    effects = recordEffects(actor);
  });

  it('spec 02 §4: pressing alert toggles the alert (call type 4)', () => {
    press('alert');
    expect(lamps()).toEqual({ alert: true, presence: false, emergency: false });
    press('alert');
    expect(lamps()).toEqual({ alert: false, presence: false, emergency: false });
    expect(effects).toEqual(['callOpened:4', 'callClosed:4']);
  });

  it('spec 02 §4: pressing presence toggles presence (call type 6)', () => {
    press('presence');
    expect(lamps().presence).toBe(true);
    press('presence');
    expect(lamps().presence).toBe(false);
    expect(effects).toEqual(['presenceOn:6', 'presenceOff:6']);
  });

  it('spec 02 §4: presence while alert is active closes the alert first, then sets presence', () => {
    press('alert');
    press('presence');
    expect(lamps()).toEqual({ alert: false, presence: true, emergency: false });
    expect(effects).toEqual(['callOpened:4', 'callClosed:4', 'presenceOn:6']);
  });

  it('spec 02 §4: alert on next to presence sets presence and triggers the emergency (call type 2)', () => {
    press('presence');
    press('alert');
    expect(lamps()).toEqual({ alert: true, presence: true, emergency: true });
    expect(effects).toEqual(['presenceOn:6', 'callOpened:2']);
  });

  it.each(['alert', 'presence'] as const)(
    'spec 02 §4: with both active, pressing %s ends both and closes the emergency',
    (button) => {
      press('presence');
      press('alert');
      effects.length = 0;
      press(button);
      expect(lamps()).toEqual({ alert: false, presence: false, emergency: false });
      expect(effects).toEqual(['callClosed:2', 'presenceOff:6']);
    },
  );

  it('spec 02 §4: the full demo sequence alert -> presence -> alert -> press ends everything', () => {
    press('alert');
    press('presence');
    press('alert');
    press('alert');
    expect(effects).toEqual([
      'callOpened:4',
      'callClosed:4',
      'presenceOn:6',
      'callOpened:2',
      'callClosed:2',
      'presenceOff:6',
    ]);
  });

  it('spec 02 §3 device actions: EndCalls closes alert, emergency and presence', () => {
    press('presence');
    press('alert');
    actor.send({ type: 'END_CALLS' });
    expect(lamps()).toEqual({ alert: false, presence: false, emergency: false });
    expect(effects.slice(-2)).toEqual(['callClosed:2', 'presenceOff:6']);
  });

  it('spec 02 §4 muting: a muted device ends its calls and is ignored until unmuted', () => {
    press('alert');
    actor.send({ type: 'MUTE' });
    press('alert');
    expect(lamps().alert).toBe(false);
    actor.send({ type: 'UNMUTE' });
    press('alert');
    expect(lamps().alert).toBe(true);
    expect(effects).toEqual([
      'callOpened:4',
      'callClosed:4',
      'statusChanged',
      'statusChanged',
      'callOpened:4',
    ]);
  });

  it('spec 02 §3 Restart: calls end, presses are ignored while it reboots, then it works again (clock-driven)', () => {
    press('alert');
    actor.send({ type: 'RESTART' });
    press('alert');
    expect(lamps().alert).toBe(false);
    clock.increment(RESTART_MS - 1);
    press('alert');
    expect(lamps().alert).toBe(false);
    clock.increment(1);
    press('alert');
    expect(lamps().alert).toBe(true);
  });

  it('spec 02 §3 IgnoreDefects: a defect call closes and stays away until a restart', () => {
    actor.send({ type: 'DEFECT' });
    expect(effects).toEqual(['callOpened:7']);
    actor.send({ type: 'IGNORE_DEFECTS' });
    actor.send({ type: 'DEFECT' });
    expect(actor.getSnapshot().hasTag('defect')).toBe(false);
    actor.send({ type: 'RESTART' });
    clock.increment(RESTART_MS);
    actor.send({ type: 'DEFECT' });
    expect(actor.getSnapshot().hasTag('defect')).toBe(true);
  });

  it('spec 02 §4: a reset signal clears the local states', () => {
    press('presence');
    press('alert');
    actor.send({ type: 'MUTE' });
    actor.send({ type: 'RESET' });
    expect(lamps()).toEqual({ alert: false, presence: false, emergency: false });
    expect(actor.getSnapshot().context.muted).toBe(false);
  });
});
