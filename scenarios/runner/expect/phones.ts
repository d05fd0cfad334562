// What the phones' work looks like from outside (issue 19; spec 02 §3 call log, call actions): the calls a
// phone shows, a logged call's action timeline as the call log's detail answers it over GraphQL (with the app
// users' names), and the app user the display card shows handling an open call (handled_by_app_username).
import { z } from 'zod';
import type { PhoneStep, TimelineMatch } from '../format-phones.ts';
import { phoneOf } from '../phones.ts';
import type { Simulation } from '../simulation.ts';
import { failWith, pass, type Verdict } from './verdict.ts';

const event = z.object({ kind: z.string(), user_name: z.string().nullable(), offset: z.number() });
type Event = z.infer<typeof event>;

const show = (e: TimelineMatch) =>
  `${e.kind}${e.by ? ` ${e.by}` : ''}${e.offset !== undefined ? ` +${e.offset}s` : ''}`;
const matches = (seen: Event, want: TimelineMatch) =>
  seen.kind === want.kind &&
  (want.by === undefined || seen.user_name === want.by) &&
  (want.offset === undefined || seen.offset === want.offset);

export async function expectPhoneStep(sim: Simulation, systemId: number, step: PhoneStep): Promise<Verdict> {
  switch (step.kind) {
    case 'expectPhone': {
      const phone = phoneOf(sim, step.user);
      if (!phone) return failWith(`${step.user} is not logged in on a phone`);
      const shown = [...phone.calls.values()].map((c) => c.device_number).sort((a, b) => a - b);
      const want = [...step.devices].sort((a, b) => a - b);
      const same = shown.length === want.length && shown.every((d, i) => d === want[i]);
      const text = (ds: number[]) => (ds.length ? ds.map((d) => `device ${d}`).join(', ') : 'no call');
      if (!same) return failWith(`${step.user}'s phone shows ${text(shown)}, expected ${text(want)}`);
      // How each call last reached the phone (the server's Call message: offered, escalated or resent).
      const offers = [...phone.calls.values()].map((c) => (c as { offer?: string }).offer);
      if (step.offer && offers.some((o) => o !== step.offer))
        return failWith(
          `${step.user}'s phone shows ${text(shown)} as ${offers.join(', ')}, expected ${step.offer}`,
        );
      return pass(`${step.user}'s phone shows ${text(shown)}${step.offer ? ` (${offers.join(', ')})` : ''}`);
    }
    case 'expectCallTimeline':
      return expectTimeline(sim, systemId, step.device, step.events);
    case 'expectHandledBy': {
      const { data } = await sim.graphql(
        '{ openCalls { number call_type { flag } handled_by_app_username } }',
        {},
        { system: systemId },
        z.object({
          openCalls: z.array(
            z.object({
              number: z.int(),
              call_type: z.object({ flag: z.string() }).nullable(),
              handled_by_app_username: z.string().nullable(),
            }),
          ),
        }),
      );
      // What the display card shows (the display reads it anonymously); a presence is not the call.
      const call = data?.openCalls.find((c) => c.number === step.device && c.call_type?.flag !== 'presence');
      if (!call) return failWith(`no open call of device ${step.device}`);
      return call.handled_by_app_username === step.name
        ? pass(`the card of device ${step.device} shows handled by ${step.name ?? 'nobody'}`)
        : failWith(
            `the card of device ${step.device} shows handled by ${call.handled_by_app_username ?? 'nobody'}, expected ${step.name ?? 'nobody'}`,
          );
    }
    default:
      return failWith(`${step.kind} is not a phone expectation`);
  }
}

async function expectTimeline(
  sim: Simulation,
  systemId: number,
  device: number,
  events: TimelineMatch[],
): Promise<Verdict> {
  const row = sim.services.callLogQuery
    .page({ systemId, from: null, to: null }, 'opened_at', 'DESC', 200, null)
    .rows.find((r) => r.device_number === device && !r.is_presence);
  if (!row) return failWith(`no logged call of device ${device}`);
  const answer = await sim.graphql(
    'query($id: Int!) { callLogCall(id: $id) { timeline { kind user_name offset } } }',
    { id: row.id },
    { system: systemId, user: 'admin' },
    z.object({ callLogCall: z.object({ timeline: z.array(event) }).nullable() }),
  );
  const seen = answer.data?.callLogCall?.timeline;
  if (!seen) return failWith(`callLogCall(${row.id}) answered ${answer.errors?.[0]?.message ?? 'nothing'}`);
  const text = seen.map((e) => show({ kind: e.kind, by: e.user_name, offset: e.offset })).join(' → ');
  const same = seen.length === events.length && seen.every((e, i) => matches(e, events[i]!));
  return same
    ? pass(`timeline of device ${device}: ${text}`)
    : failWith(`timeline of device ${device}: ${text}; expected ${events.map(show).join(' → ')}`);
}
