import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, MINUTE } from '@cs/contracts/clock';
import { generateWard } from '../ward/index.ts';
import { configFromWard, countRows } from './config-memory.ts';
import { getsMachine, CHUNK_ROWS, COMMIT_TIMING } from './gets-machine.ts';
import { parseCsv, toCsv } from '@cs/contracts/gets';
import { normaliseRow, ConfigValidationError } from './config-schema.ts';
import type { GetsStreamEvent } from '@cs/contracts/gets';

const ward = generateWard({ seed: 1, size: 'demo' });

function start() {
  const clock = new SimulatedClock(Date.UTC(2025, 0, 6, 7, 0));
  const devices = ward.devices.map((d) => ({
    number: d.id,
    reachable: true,
    battery: d.battery?.initial ?? null,
    muted: false,
    defects_ignored: false,
    restarting: false,
    last_reachable_at: null,
  }));
  const actor = createActor(getsMachine, {
    input: { config: configFromWard(ward), devices, version: '5.4.12' },
    clock,
  }).start();
  const stream: GetsStreamEvent[] = [];
  const effects: string[] = [];
  actor.on('stream', (e) => stream.push(e.event));
  actor.on('hubsSync', () => effects.push('hubsSync'));
  actor.on('deviceAction', (e) => effects.push(`${e.action}:${e.deviceId}`));
  return { clock, actor, stream, effects };
}

describe('Gets: open calls derived from device events (spec 01 §3 Call, ARCHITECTURE §3)', () => {
  it('a call carries type, source, section and device texts from the configuration, and closes with closed_at', () => {
    const { actor, stream, clock } = start();
    actor.send({ type: 'DEVICE_CALL', deviceId: 23, callTypeId: 4, open: true });
    const [call] = actor.getSnapshot().context.calls;
    expect(call).toMatchObject({
      id: 1,
      call_type_id: 4,
      call_type_text: 'Patientenruf',
      call_source_text: 'Zimmer',
      number: 23,
      is_presence: false,
      closed_at: null,
    });
    expect(call!.section_name).toMatch(/Wohnbereich/);
    expect(call!.device_text_short.length).toBeLessThanOrEqual(7);
    clock.advance(MINUTE);
    actor.send({ type: 'DEVICE_CALL', deviceId: 23, callTypeId: 4, open: false });
    expect(actor.getSnapshot().context.calls).toEqual([]);
    expect(stream.map((e) => [e.type, e.seq])).toEqual([
      ['call.opened', 1],
      ['call.closed', 2],
    ]);
    const closed = stream[1] as Extract<GetsStreamEvent, { type: 'call.closed' }>;
    expect(Date.parse(closed.call.closed_at!) - Date.parse(closed.call.opened_at)).toBe(MINUTE);
  });

  it('presence is a call with the presence flag; a repeated open does not duplicate; unknown devices are ignored', () => {
    const { actor } = start();
    actor.send({ type: 'DEVICE_CALL', deviceId: 23, callTypeId: 6, open: true });
    actor.send({ type: 'DEVICE_CALL', deviceId: 23, callTypeId: 6, open: true });
    actor.send({ type: 'DEVICE_CALL', deviceId: 99999, callTypeId: 4, open: true });
    expect(actor.getSnapshot().context.calls.map((c) => [c.number, c.is_presence])).toEqual([[23, true]]);
  });

  it('EndCalls is passed to the device, not done by the Gets (spec 02 §4: closing is done in the call system)', () => {
    const { actor, effects } = start();
    actor.send({ type: 'DEVICE_ACTION', deviceId: 23, action: 'EndCalls' });
    expect(effects).toEqual(['EndCalls:23']);
  });
});

describe('Gets: commit with progress and send-task steps (spec 02 §4 sync with the configurator)', () => {
  const steps = (stream: GetsStreamEvent[]) =>
    stream.flatMap((e) => (e.type === 'commit.progress' ? [e.task.step] : []));

  it('runs init, preparing, sending, syncing, validating, finishing, done in order, driven by the clock', () => {
    const { actor, stream, clock, effects } = start();
    const row = normaliseRow(
      'call_types',
      { id: 4, name: 'Ruf neu' },
      actor.getSnapshot().context.config.call_types['4'],
    );
    actor.send({ type: 'CHANGE', kind: 'call_types', upsert: [row], remove: [] });
    expect(actor.getSnapshot().context.pendingChanges).toBe(1);
    actor.send({ type: 'COMMIT', wipe: false });
    expect(steps(stream)).toEqual(['init']);
    clock.advance(5 * MINUTE);
    // `sending` reports once per chunk (docs/protocols.md §2.2): one change is one chunk, one `sending`.
    expect(steps(stream)).toEqual([
      'init',
      'preparing',
      'sending',
      'syncing',
      'validating',
      'finishing',
      'done',
    ]);
    const progress = stream.flatMap((e) => (e.type === 'commit.progress' ? [e.task.progress] : []));
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(100);
    expect(effects).toContain('hubsSync');
    const ctx = actor.getSnapshot().context;
    expect(ctx.pendingChanges).toBe(0);
    expect(ctx.lastCommitAt).not.toBeNull();
    expect(ctx.config.call_types['4']!.name).toBe('Ruf neu');
  });

  it('wipe-and-resend adds the wiping step and sends every row in chunks', () => {
    const { actor, stream, clock } = start();
    actor.send({ type: 'COMMIT', wipe: true });
    clock.advance(10 * MINUTE);
    const seen = steps(stream);
    expect([...new Set(seen)]).toEqual([
      'init',
      'preparing',
      'wiping',
      'sending',
      'syncing',
      'validating',
      'finishing',
      'done',
    ]);
    // every row in chunks of CHUNK_ROWS, one `sending` report per chunk, no extra one after the last
    const task = actor.getSnapshot().context.task!;
    expect(task.chunks_total).toBe(Math.ceil(countRows(actor.getSnapshot().context.config) / CHUNK_ROWS));
    expect(task.chunks_total).toBeGreaterThan(1);
    expect(seen.filter((s) => s === 'sending')).toHaveLength(task.chunks_total);
  });

  it('deleting an id the Gets does not hold is no change (docs/protocols.md §2.1)', () => {
    const { actor } = start();
    actor.send({ type: 'CHANGE', kind: 'schedules', upsert: [], remove: [987] });
    expect(actor.getSnapshot().context.pendingChanges).toBe(0);
    actor.send({ type: 'CHANGE', kind: 'schedules', upsert: [], remove: [1, 987] });
    expect(actor.getSnapshot().context.pendingChanges).toBe(1);
    expect(actor.getSnapshot().context.config.schedules['1']).toBeUndefined();
  });

  it('changes are refused while a commit runs (the dialog blocks changes, spec 02 §4)', () => {
    const { actor } = start();
    actor.send({ type: 'COMMIT', wipe: false });
    actor.send({ type: 'CHANGE', kind: 'schedules', upsert: [], remove: [1] });
    expect(actor.getSnapshot().context.config.schedules['1']).toBeDefined();
  });

  it('fault commit timeout: the commit never starts sending and fails with timeout', () => {
    const { actor, stream, clock } = start();
    actor.send({ type: 'SET_FAULTS', faults: { commitTimeout: true } });
    actor.send({ type: 'COMMIT', wipe: false });
    clock.advance(COMMIT_TIMING.startTimeout - 1);
    expect(steps(stream)).toEqual(['init']);
    clock.advance(1);
    expect(steps(stream)).toEqual(['init', 'failed']);
    expect(actor.getSnapshot().context.task).toMatchObject({ status: 'failed', error: 'timeout' });
    expect(actor.getSnapshot().matches('failed')).toBe(true);
  });

  it('fault commit fails: validation fails, pending changes stay', () => {
    const { actor, clock } = start();
    actor.send({ type: 'CHANGE', kind: 'schedules', upsert: [], remove: [3] });
    actor.send({ type: 'SET_FAULTS', faults: { commitFails: true } });
    actor.send({ type: 'COMMIT', wipe: false });
    clock.advance(5 * MINUTE);
    expect(actor.getSnapshot().context.task).toMatchObject({ step: 'failed', error: 'validation failed' });
    expect(actor.getSnapshot().context.pendingChanges).toBe(1);
  });
});

describe('Gets configuration as CSV (ARCHITECTURE §4: csv.theirs)', () => {
  it('exports and re-imports every kind losslessly, quoting commas and quotes', () => {
    const config = configFromWard(ward);
    config.nodes['23'] = { ...config.nodes['23']!, name: 'Bett "A", Fenster' };
    for (const kind of Object.keys(config) as (keyof typeof config)[]) {
      const rows = Object.values(config[kind]);
      expect(parseCsv(kind, toCsv(kind, rows))).toEqual(rows.sort((a, b) => a.id - b.id));
    }
  });

  it('rejects unknown columns and wrongly typed values', () => {
    expect(() => parseCsv('schedules', 'id,colour\r\n1,red\r\n')).toThrow(ConfigValidationError);
    expect(() => parseCsv('schedules', 'id,name\r\nx,Tag\r\n')).toThrow(/integer/);
    expect(() => normaliseRow('sections', { id: 1, is_hidden: 'yes' }, undefined)).toThrow(
      /is_hidden.*boolean/,
    );
  });

  it('a pushed row ignores fields the protocol does not know (docs/protocols.md conventions)', () => {
    const row = normaliseRow(
      'schedules',
      { id: 7, name: 'Nacht', colour: 'blue', time_1: '22:00' },
      undefined,
    );
    expect(row).toEqual({
      id: 7,
      name: 'Nacht',
      time_1: '22:00',
      time_2: null,
      time_3: null,
      time_4: null,
      time_5: null,
    });
    expect(parseCsv('schedules', 'id,colour,name\r\n1,red,Tag\r\n', { ignoreUnknownColumns: true })).toEqual([
      { id: 1, name: 'Tag' },
    ]);
  });

  it('a new section has no schedule and no display groups: 255, not 0 (spec 01 §3, docs/protocols.md §2.1)', () => {
    const row = normaliseRow('sections', { id: 40, name: 'Neu' }, undefined);
    const fields = row as unknown as Record<string, unknown>;
    expect(row).toMatchObject({
      weekday_schedule_id: 255,
      weekend_schedule_id: 255,
      connected_section_id: null,
    });
    for (const part of ['weekday', 'weekend'])
      for (let i = 1; i <= 5; i++) expect(fields[`${part}_display_group_${i}_id`]).toBe(255);
    // an existing row keeps what it has
    const kept = normaliseRow('sections', { id: 1, weekday_schedule_id: 2 }, row);
    expect(kept).toMatchObject({ weekday_schedule_id: 2, weekend_schedule_id: 255 });
  });
});
