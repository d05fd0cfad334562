// The simulated phone (issue 19 twin): what it emits for each kind of nurse, on a SimulatedClock; the seed decides
// the response and walking times, so the same seed gives the same shift.
import { SimulatedClock } from '@cs/contracts/clock';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { phoneMachine, type PhoneBehaviour, type PhoneEmitted } from './phone-machine.ts';

const CALL = { id: '1-1-0', device_number: 8, may_accept: true };
const base: PhoneBehaviour = {
  answer: 'accept',
  responseMeanS: 20,
  walkMeanS: 90,
  lossEveryMeanMin: 0,
  lossMeanS: 30,
};

function phone(behaviour: Partial<PhoneBehaviour>, seed = 7) {
  const clock = new SimulatedClock(0);
  const actor = createActor(phoneMachine, {
    input: { user: 'anna', password: 'anna', behaviour: { ...base, ...behaviour }, seed },
    clock,
  });
  const out: Array<{ at: number; what: string }> = [];
  const note = (e: PhoneEmitted) =>
    out.push({
      at: clock.now(),
      what:
        e.type === 'send'
          ? e.message.type === 'Action'
            ? e.message.action
            : e.message.type === 'Delivery'
              ? `Delivery ${e.message.state}`
              : e.message.type
          : e.type === 'arrived' || e.type === 'left'
            ? `${e.type} ${e.deviceNumber}`
            : e.type,
    });
  for (const type of ['send', 'receptionLost', 'receptionBack', 'arrived', 'left'] as const)
    actor.on(type, note);
  actor.start();
  actor.send({ type: 'CONNECTED' });
  actor.send({ type: 'LOGGED_IN' });
  return { actor, clock, out, whats: () => out.map((o) => o.what) };
}

describe('a simulated phone (issue 19)', () => {
  it('logs in when connected; accepts after her response time, walks, reports NFC and presses presence', () => {
    const { actor, clock, out, whats } = phone({});
    actor.send({ type: 'CALL', call: CALL });
    expect(actor.getSnapshot().matches({ duty: 'deciding' })).toBe(true);
    clock.advance(3_600_000);
    expect(whats()).toEqual(['Login', 'Delivery opened', 'Accepted', 'NFC', 'arrived 8']);
    const [, , accepted, nfc] = out;
    expect(accepted!.at).toBeGreaterThan(0);
    expect(nfc!.at).toBeGreaterThan(accepted!.at);
    expect(actor.getSnapshot().matches({ duty: 'ready' })).toBe(true);
  });

  it.each<[string, Partial<PhoneBehaviour>, boolean, string[], string]>([
    ['a nurse who rejects', { answer: 'reject' }, true, ['Login', 'Delivery opened', 'Rejected'], 'ready'],
    [
      'a nurse who does not look at her phone',
      { answer: 'ignore' },
      true,
      ['Login', 'Delivery opened'],
      'ignoring',
    ],
    [
      'a RejectOnly phone cannot accept: it rejects',
      { answer: 'accept' },
      false,
      ['Login', 'Delivery opened', 'Rejected'],
      'ready',
    ],
  ])('%s', (_name, behaviour, mayAccept, expected, state) => {
    const { actor, clock, whats } = phone(behaviour);
    actor.send({ type: 'CALL', call: { ...CALL, may_accept: mayAccept } });
    clock.advance(3_600_000);
    expect(whats()).toEqual(expected);
    expect(actor.getSnapshot().matches({ duty: state as 'ready' })).toBe(true);
  });

  it('with a care time she stays at the resident (busy) after arriving, then is ready again', () => {
    const { actor, clock, out } = phone({ careMeanS: 120 });
    actor.send({ type: 'CALL', call: CALL });
    let arrivedAt: number | null = null;
    while (arrivedAt === null && clock.now() < 3_600_000) {
      clock.advance(1_000);
      arrivedAt = out.find((o) => o.what === 'arrived 8')?.at ?? null;
    }
    expect(actor.getSnapshot().matches({ duty: 'atResident' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    clock.advance(3_600_000);
    expect(actor.getSnapshot().matches({ duty: 'ready' })).toBe(true);
    // leaving, she switches presence off again
    expect(out.map((o) => o.what).slice(-2)).toEqual(['arrived 8', 'left 8']);
    expect(out.at(-1)!.at - arrivedAt!).toBeGreaterThan(0);
  });

  it('a call taken by somebody else while she decides is gone: no answer', () => {
    const { actor, clock, whats } = phone({});
    actor.send({ type: 'CALL', call: CALL });
    actor.send({ type: 'CALL_REMOVED', callId: CALL.id });
    clock.advance(3_600_000);
    expect(whats()).toEqual(['Login', 'Delivery opened']);
  });

  it('loses reception now and then and gets it back (seeded: the same seed, the same times)', () => {
    const times = (seed: number) => {
      const { clock, out } = phone({ lossEveryMeanMin: 30, lossMeanS: 60 }, seed);
      clock.advance(8 * 3_600_000);
      return out.filter((o) => o.what.startsWith('reception'));
    };
    const a = times(11);
    expect(a.length).toBeGreaterThanOrEqual(4);
    expect(a.map((o) => o.what).slice(0, 4)).toEqual([
      'receptionLost',
      'receptionBack',
      'receptionLost',
      'receptionBack',
    ]);
    expect(times(11)).toEqual(a);
    expect(times(12)).not.toEqual(a);
  });
});
