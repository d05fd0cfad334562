import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { recordEffects } from '../shared/test-helpers.ts';
import { RESTART_MS } from '../shared/device-events.ts';
import { medallionMachine } from './medallion-machine.ts';
import { wiredCallPointMachine } from '../wired-call-point/wired-call-point-machine.ts';

const input = { deviceId: 24, alertCallTypeId: 5, defectCallTypeId: 7 };

describe('medallion (spec 02 §4 demo buttons: the medallion triggers an alert)', () => {
  it('a press opens the medallion alert; pressing again does not open a second call', () => {
    const actor = createActor(medallionMachine, { input, clock: new SimulatedClock() }).start();
    const effects = recordEffects(actor);
    actor.send({ type: 'PRESS' });
    actor.send({ type: 'PRESS' });
    expect(actor.getSnapshot().hasTag('alertActive')).toBe(true);
    expect(effects).toEqual(['callOpened:5']);
  });

  it('the wearer cannot take the alert back; EndCalls (staff) closes it (spec 02 §3 device actions)', () => {
    const actor = createActor(medallionMachine, { input, clock: new SimulatedClock() }).start();
    const effects = recordEffects(actor);
    actor.send({ type: 'PRESS' });
    actor.send({ type: 'RESET_CALL' });
    expect(actor.getSnapshot().hasTag('alertActive')).toBe(true);
    actor.send({ type: 'END_CALLS' });
    expect(effects).toEqual(['callOpened:5', 'callClosed:5']);
  });

  it('after a restart (30 s on the clock) the medallion alerts again', () => {
    const clock = new SimulatedClock();
    const actor = createActor(medallionMachine, { input, clock }).start();
    actor.send({ type: 'RESTART' });
    actor.send({ type: 'PRESS' });
    expect(actor.getSnapshot().hasTag('alertActive')).toBe(false);
    clock.increment(RESTART_MS);
    actor.send({ type: 'PRESS' });
    expect(actor.getSnapshot().hasTag('alertActive')).toBe(true);
  });

  it('a wired call point is ended by its reset key on site', () => {
    const actor = createActor(wiredCallPointMachine, { input: { ...input, alertCallTypeId: 4 } }).start();
    const effects = recordEffects(actor);
    actor.send({ type: 'PRESS' });
    actor.send({ type: 'RESET_CALL' });
    expect(effects).toEqual(['callOpened:4', 'callClosed:4']);
  });
});
