// The escalation of one call on the injected clock (issue 19; spec 02 §3 call actions, §9 app timeouts in
// seconds): each row is a story of phone actions and clock moves, and the actions the call log receives.
import { SimulatedClock } from '@cs/contracts/clock';
import type { AppAction } from '@cs/contracts/app';
import type { GetsCall } from '@cs/contracts/gets';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS } from '../app-management/app-settings.ts';
import { CallOffer } from './call-offer.ts';
import type { Recipient } from './call-selection.ts';

const call: GetsCall = {
  id: 1,
  call_type_id: 4,
  call_type_text: 'Ruf',
  call_source_id: 1,
  call_source_text: 'Zimmer',
  section_id: 1,
  section_name: 'Wohnbereich 1',
  number: 8,
  device_text_short: '102',
  device_text_long: 'Zimmer 102',
  position: null,
  opened_at: '2025-01-06T22:00:00.000Z',
  closed_at: null,
  is_presence: false,
};
const user = (userId: number, priority: boolean, mayAccept = true): Recipient => ({
  userId,
  name: `u${userId}`,
  shownAs: `U${userId}`,
  groupId: 1,
  mayAccept,
  priority,
});
// Users 1 and 2 have the room as a priority, 3 is the rest of the group, 4 may only reject (RejectOnly).
const RECIPIENTS = [user(1, true), user(2, true), user(3, false), user(4, false, false)];
const settings = {
  ...DEFAULT_APP_SETTINGS,
  timeouts_escalation: 60,
  timeouts_resend: 30,
  timeouts_release: 300,
};

type Step = ['act', number, AppAction, string?] | ['wait', number];

function play(steps: Step[]) {
  const clock = new SimulatedClock(Date.parse(call.opened_at));
  const log: string[] = [];
  const handler: Array<string | null> = [];
  const offer = new CallOffer('k', 1, call, RECIPIENTS, {
    clock,
    settings: () => settings,
    events: {
      deliver: (_o, users, kind) => log.push(`${kind}:${users.map((u) => u.userId).join(',')}`),
      withdraw: (_o, users, reason) => users.length && log.push(`-${reason}:${users.join(',')}`),
      record: (_o, action, by) => log.push(`${action}${by ? `(${by.shownAs})` : ''}`),
      handler: (_o, by) => handler.push(by?.shownAs ?? null),
      updated: () => {},
    },
  });
  offer.open();
  for (const step of steps) {
    if (step[0] === 'wait') clock.advance(step[1] * 1000);
    else {
      const result = offer.act(step[1], step[2]);
      expect(result, `${step[1]} ${step[2]}`).toEqual(step[3] ? { ok: false, key: step[3] } : { ok: true });
    }
  }
  return { log, handler, offer };
}

describe('a call on its way to the phones (issue 19 escalation)', () => {
  it('goes to the priority users first; nobody answers: Escalated after 60 s to the whole group, Resent every 30 s', () => {
    const { log } = play([
      ['wait', 59],
      ['wait', 1],
      ['wait', 30],
      ['wait', 30],
    ]);
    expect(log).toEqual([
      'offered:1,2',
      'Escalated',
      'escalated:1,2,3,4',
      'Resent',
      'resent:1,2,3,4',
      'Resent',
      'resent:1,2,3,4',
    ]);
  });

  it('night shift with two phones: one rejects, one does not answer, escalation, the third accepts and arrives', () => {
    const { log, handler, offer } = play([
      ['act', 2, 'Rejected'],
      ['wait', 60],
      ['act', 3, 'Accepted'],
      ['act', 3, 'NFC'],
      ['wait', 3600],
    ]);
    expect(log).toEqual([
      'offered:1,2',
      'Rejected(U2)',
      '-rejected:2',
      'Escalated',
      'escalated:1,3,4',
      'Accepted(U3)',
      '-accepted_elsewhere:1,4',
      'NFC(U3)',
    ]);
    expect(handler).toEqual(['U3']);
    expect([...offer.holders.keys()]).toEqual([3]);
  });

  it('an accepted call without presence is released after 300 s (Timeout) and offered to the others again', () => {
    const { log, handler } = play([
      ['act', 1, 'Accepted'],
      ['wait', 299],
      ['wait', 1],
    ]);
    expect(log).toEqual([
      'offered:1,2',
      'Accepted(U1)',
      '-accepted_elsewhere:2',
      'Timeout(U1)',
      '-released:1',
      'escalated:2,3,4',
    ]);
    expect(handler).toEqual(['U1', null]);
  });

  it('Released hands it back to the others at once; the release timer no longer runs', () => {
    const { log } = play([
      ['act', 1, 'Accepted'],
      ['act', 1, 'Released'],
      ['wait', 300],
    ]);
    expect(log.slice(0, 6)).toEqual([
      'offered:1,2',
      'Accepted(U1)',
      '-accepted_elsewhere:2',
      'Released(U1)',
      '-released:1',
      'escalated:2,3,4',
    ]);
    expect(log).not.toContain('Timeout(U1)');
    expect(log.filter((l) => l === 'Resent')).toHaveLength(10);
  });

  it('when every holder rejects it escalates at once, without waiting', () => {
    const { log } = play([
      ['act', 1, 'Rejected'],
      ['act', 2, 'Rejected'],
    ]);
    expect(log).toEqual([
      'offered:1,2',
      'Rejected(U1)',
      '-rejected:1',
      'Rejected(U2)',
      '-rejected:2',
      'Escalated',
      'escalated:3,4',
    ]);
  });

  it.each<[string, Step[], string]>([
    [
      'a RejectOnly user cannot accept',
      [
        ['wait', 60],
        ['act', 4, 'Accepted'],
      ],
      'reject_only',
    ],
    [
      'a user without the call cannot accept it before the escalation',
      [['act', 3, 'Accepted']],
      'not_offered',
    ],
    [
      'a second phone cannot take an accepted call',
      [
        ['act', 1, 'Accepted'],
        ['act', 2, 'Accepted'],
      ],
      'already_accepted',
    ],
    [
      'only the acceptor releases',
      [
        ['act', 1, 'Accepted'],
        ['act', 2, 'Released'],
      ],
      'not_yours',
    ],
    ['nobody outside the selection acts on it', [['act', 9, 'Callback']], 'not_offered'],
  ])('%s', (_name, steps, key) => {
    const last = steps[steps.length - 1] as ['act', number, AppAction];
    play([...steps.slice(0, -1), ['act', last[1], last[2], key]]);
  });

  it('close takes it off every phone and stops the timers', () => {
    const clock = new SimulatedClock(0);
    const log: string[] = [];
    const offer = new CallOffer('k', 1, call, RECIPIENTS, {
      clock,
      settings: () => settings,
      events: {
        deliver: () => {},
        withdraw: (_o, users, reason) => log.push(`${reason}:${users.join(',')}`),
        record: (_o, action) => log.push(action),
        handler: () => {},
        updated: () => {},
      },
    });
    offer.open();
    offer.close();
    clock.advance(3_600_000);
    expect(log).toEqual(['closed:1,2']);
  });
});
