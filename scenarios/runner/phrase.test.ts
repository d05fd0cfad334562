// Trainer mode's step phrases (issue 14: steps in the trainer's language, a wait said in words): the key and
// data the console translates, for the scenario library's step kinds.
import { describe, expect, it } from 'vitest';
import { advance, advanceTo, closeCall, note, press, trigger } from './format.ts';
import { stepPhrase, waitPhrase } from './phrase.ts';
import { facilityWards } from './simulation.ts';

const ward = facilityWards({ kind: 'demo' }).get(1);

describe('step phrases', () => {
  it('says a wait in its largest whole unit', () => {
    expect(waitPhrase(3 * 60_000)).toEqual({ key: 'wait_minute', data: { count: 3 } });
    expect(waitPhrase(90_000)).toEqual({ key: 'wait_second', data: { count: 90 } });
    expect(waitPhrase(2 * 3_600_000)).toEqual({ key: 'wait_hour', data: { count: 2 } });
    expect(waitPhrase(7 * 86_400_000)).toEqual({ key: 'wait_day', data: { count: 7 } });
    expect(stepPhrase(advance('10m'), ward)).toEqual({
      key: 'wait_minute',
      data: { count: 10 },
    });
  });

  it('names devices by their text and call types by their name; times as dd.MM.yyyy HH:mm', () => {
    expect(stepPhrase(press(23, 'presence'), ward)).toEqual({
      key: 'pressPresence',
      data: { device: 'Zimmer 101' },
    });
    expect(stepPhrase(trigger(23, 2, { close: true }), ward)).toMatchObject({
      key: 'triggerClose',
      data: { device: 'Zimmer 101', callType: 'Notruf' },
    });
    expect(stepPhrase(advanceTo('2025-01-07 07:00'), ward)).toEqual({
      key: 'waitUntil',
      data: { time: '07.01.2025 07:00' },
    });
    expect(stepPhrase(closeCall(8, 'pflege'), ward)).toMatchObject({
      key: 'closeCallBy',
    });
    expect(stepPhrase(note('free text'), ward)).toBeUndefined();
  });
});
