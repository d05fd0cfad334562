// The phone steps of the scenario format (format-phones.ts, issue 19): validation names the line of a wrong
// step before anything runs; a run pairs and logs in the twin's simulated phones on the scenario's clock, a
// seeded nurse answers by herself, and every phone expectation and action outcome can fail.
import { describe, expect, it } from 'vitest';
import {
  advance,
  appSettings,
  expectCallTimeline,
  expectHandledBy,
  expectPhone,
  phoneAccept,
  phoneLogin,
  phoneRelease,
  press,
  scenario,
  type Step,
} from './format.ts';
import { runScenario } from './run.ts';
import { validateScenario } from './validate.ts';

const demo = (steps: Step[]) =>
  scenario({
    name: 'phone-steps-test',
    title: 'phone steps',
    story: 'a test',
    cites: ['spec 02 §3 call actions'],
    facility: { kind: 'demo', systems: [1] },
    start: '2026-03-10 15:00',
    steps,
  });

describe('phone steps: validation (spec 02 §3 app user, app settings)', () => {
  it.each<[string, Step, RegExp]>([
    ['an app user the facility does not have', phoneLogin('zoe'), /app user "zoe" is not seeded/],
    ['a device not in the ward', phoneAccept('anna', 999), /device 999 is not in Haus Lindenhof/],
    [
      'an app setting that does not exist',
      appSettings({ timeouts_escalaton: 60 }),
      /"timeouts_escalaton" is not an app setting/,
    ],
    [
      'a timeline of a device not in the ward',
      expectCallTimeline(998, [{ kind: 'OPENED' }]),
      /device 998 is not in/,
    ],
  ])('refuses %s, naming the line', (_what, step, message) => {
    expect(() => validateScenario(demo([step]))).toThrow(message);
    expect(() => validateScenario(demo([step]))).toThrow(/phones\.test\.ts:\d+/);
  });
});

describe('phone steps: a run on the simulated clock (spec 02 §3 call actions, docs/protocols.md §7)', () => {
  it('a seeded nurse accepts and arrives by herself; every wrong expectation and outcome fails', async () => {
    const lines: string[] = [];
    const result = await runScenario(
      demo([
        phoneLogin('anna', { answer: 'accept', responseS: 5, walkS: 30, seed: 3 }),
        phoneLogin('ben'),
        press(8, 'alert'),
        expectPhone('ben', [8], { offer: 'offered' }),
        expectPhone('ben', [], { label: 'wrong: he has it' }),
        expectPhone('ben', [8], { offer: 'escalated', label: 'wrong: only offered' }),
        expectHandledBy(8, 'Ben K.', { label: 'wrong: nobody has it' }),
        phoneRelease('ben', 8, { label: 'wrong: not his to release' }),
        advance('10m'),
        expectCallTimeline(8, [
          { kind: 'OPENED', offset: 0 },
          { kind: 'Accepted', by: 'Anna M.' },
          { kind: 'PRESENCE' },
          { kind: 'NFC', by: 'Anna M.' },
          { kind: 'CLOSED', by: 'Anna M.' },
        ]),
        expectCallTimeline(8, [{ kind: 'OPENED' }, { kind: 'Accepted', by: 'Ben K.' }], {
          label: 'wrong: Anna took it',
        }),
      ]),
      { print: (l) => lines.push(l) },
    );
    const failures = result.failures.join('\n');
    expect(result.passed, lines.join('\n')).toBe(2);
    expect(result.failed, lines.join('\n')).toBe(5);
    expect(failures).toMatch(/wrong: he has it: ben's phone shows device 8, expected no call/);
    expect(failures).toMatch(
      /wrong: only offered: ben's phone shows device 8 as offered, expected escalated/,
    );
    expect(failures).toMatch(
      /wrong: nobody has it: the card of device 8 shows handled by nobody, expected Ben K\./,
    );
    expect(failures).toMatch(/phoneAction: Released from ben's phone answered not_yours, expected ok/);
    expect(failures).toMatch(/wrong: Anna took it: timeline of device 8: OPENED \+0s → Accepted Anna M\./);
    // the seeded nurse accepted by herself and was at the door after her walk, on the scenario clock
    const accepted = lines.find((l) => l.includes('✓ timeline of device 8'))!;
    const [acceptedAt, arrivedAt] = [...accepted.matchAll(/(Accepted|NFC) Anna M\. \+(\d+)s/g)].map((m) =>
      Number(m[2]),
    );
    expect(acceptedAt).toBeTypeOf('number');
    expect(arrivedAt).toBeGreaterThan(acceptedAt!);
  }, 180_000);
});
