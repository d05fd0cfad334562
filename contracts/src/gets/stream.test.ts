// docs/protocols.md §3: the lines of the Gets event stream as the document shows them, and what is not one.
import { describe, expect, it } from 'vitest';
import { readLine } from '../protocol-line.ts';
import { GETS_STREAM } from './stream.ts';

const at = '2025-01-06T06:00:00.000Z';
const call = {
  id: 17,
  call_type_id: 4,
  call_type_text: 'Patientenruf',
  call_source_id: 1,
  call_source_text: 'Zimmer',
  section_id: 1,
  section_name: 'Wohnbereich 1',
  number: 23,
  device_text_short: '101',
  device_text_long: 'Zimmer 101',
  position: null,
  opened_at: at,
  closed_at: null,
  is_presence: false,
};
const device = {
  number: 23,
  reachable: true,
  battery: 100,
  muted: false,
  defects_ignored: false,
  restarting: false,
  last_reachable_at: null,
};
const read = (message: unknown) =>
  readLine(typeof message === 'string' ? message : JSON.stringify(message), GETS_STREAM);

describe('Gets stream lines (docs/protocols.md §3)', () => {
  it.each([
    { type: 'snapshot', seq: 41, at, version: '5.4.12', calls: [call], devices: [device] },
    { type: 'call.opened', seq: 42, at, call },
    { type: 'call.closed', seq: 43, at, call: { ...call, closed_at: at } },
    { type: 'device.status', seq: 44, at, device },
    { type: 'device.battery', seq: 45, at, number: 23, battery: 73 },
    { type: 'device.reachability', seq: 46, at, number: 23, reachable: false },
    { type: 'config.changed', seq: 48, at, kind: 'schedules', pending_changes: 3 },
    { type: 'heartbeat', seq: 48, at },
    { type: 'error', code: 'unauthorized' },
    { type: 'bye', reason: 'restart' },
  ])('$type is read as it is documented', (line) => {
    expect(read(line)).toEqual({ kind: 'message', message: line });
  });

  it('ignores unknown fields (forward compatibility) and drops them from what it hands on', () => {
    expect(read({ type: 'heartbeat', seq: 1, at, load: 0.3 })).toEqual({
      kind: 'message',
      message: { type: 'heartbeat', seq: 1, at },
    });
  });

  it('names a type it does not know instead of calling it malformed', () => {
    // with its number, which still counts (docs/protocols.md §3: an unknown event is no gap)
    expect(read({ type: 'call.escalated', seq: 2, at })).toEqual({
      kind: 'unknown',
      type: 'call.escalated',
      seq: 2,
    });
    expect(read({ type: 'zone.changed', at })).toEqual({ kind: 'unknown', type: 'zone.changed' });
  });

  it.each([
    ['the garbage fault', '{"type":"call.opened","seq":', 'not JSON'],
    ['an array', '[1,2]', 'not an object with a type'],
    ['a message without type', '{"seq":1}', 'not an object with a type'],
    ['a number as type', '{"type":5}', 'type is not a string'],
  ])('%s is malformed: the stream cannot be trusted', (_name, line, reason) => {
    expect(read(line)).toEqual({ kind: 'malformed', reason });
  });

  it.each([
    [
      'a call without its device',
      { type: 'call.opened', seq: 42, at, call: { ...call, number: undefined } },
      'call.number:',
    ],
    ['a local time', { type: 'call.opened', seq: 42, at: '2025-01-06 07:00', call }, 'at:'],
    ['a negative seq', { type: 'heartbeat', seq: -1, at }, 'seq:'],
    ['a battery of 140 %', { type: 'device.battery', seq: 45, at, number: 23, battery: 140 }, 'battery:'],
    [
      'an unknown configuration kind',
      { type: 'config.changed', seq: 48, at, kind: 'rooms', pending_changes: 1 },
      'kind: not a configuration kind',
    ],
  ])('%s breaks its schema, with the field named', (_name, line, reason) => {
    const reading = read(line);
    expect(reading).toMatchObject({ kind: 'invalid', type: line.type });
    expect(reading.kind === 'invalid' && reading.reason).toContain(reason);
  });
});
