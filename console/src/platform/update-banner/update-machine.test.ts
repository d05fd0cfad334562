import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { SimulatedClock } from '@cs/contracts/clock';
import { updateMachine } from './update-machine.ts';

function start() {
  const clock = new SimulatedClock();
  const reload = vi.fn();
  const actor = createActor(updateMachine.provide({ actions: { reload } }), {
    clock,
    input: { clientVersion: '5.406' },
  }).start();
  // The countdown's tick sets the next tick: one advance fires them all in order.
  const advance = (ms: number) => clock.advance(ms);
  return { clock, reload, actor, advance, snap: () => actor.getSnapshot() };
}

describe('update banner (spec 01 §4, countdown 30 s from spec 01 §9)', () => {
  it('stays hidden while the backend reports the client version', () => {
    const { actor, snap } = start();
    actor.send({ type: 'VERSION_REPORTED', version: '5.406' });
    expect(snap().value).toBe('hidden');
  });

  it('appears on a different version and counts down from 30 to a reload at 0', () => {
    const { actor, snap, advance, reload } = start();
    actor.send({ type: 'VERSION_REPORTED', version: '5.407' });
    expect(snap().value).toBe('counting');
    expect(snap().context.remaining).toBe(30);
    advance(1000);
    expect(snap().context.remaining).toBe(29);
    advance(28_000);
    expect(snap().context.remaining).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    advance(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reload reloads at once', () => {
    const { actor, reload } = start();
    actor.send({ type: 'VERSION_REPORTED', version: '5.407' });
    actor.send({ type: 'RELOAD' });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('cancel hides the banner and resets the countdown to 30', () => {
    const { actor, snap, advance, reload } = start();
    actor.send({ type: 'VERSION_REPORTED', version: '5.407' });
    advance(10_000);
    expect(snap().context.remaining).toBe(20);
    actor.send({ type: 'CANCEL' });
    expect(snap().value).toBe('hidden');
    expect(snap().context.remaining).toBe(30);
    advance(60_000);
    expect(reload).not.toHaveBeenCalled();
    // The same version on the next response does not bring it back; a newer one does, from 30.
    actor.send({ type: 'VERSION_REPORTED', version: '5.407' });
    expect(snap().value).toBe('hidden');
    actor.send({ type: 'VERSION_REPORTED', version: '5.408' });
    expect(snap().value).toBe('counting');
    expect(snap().context.remaining).toBe(30);
  });
});
