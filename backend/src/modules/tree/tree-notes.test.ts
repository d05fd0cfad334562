// Notes on devices against the real server (spec 02 §3 "Note (on a device): text, author, created_at. Presets:
// battery replaced, defective, elevator lockdown, in repair, lost, replaced"; relations "latest_note (text,
// created_at, user name)"; spec 02 §5 catalogue keys required, max_length, invalid; spec 01 §6 systemtree
// permissions: a note needs what editing the node needs). Demo facility, system 1: 1 building, 24 medallion,
// 27 wired call point, 28 tech input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../test-support/test-server.ts';
import { asTechnik, CREATE, DELETE, type Harness, openCall, run, startHarness } from './tree-edit-harness.ts';

const ADD = `mutation($node: Int!, $preset: DeviceNotePreset, $text: String) {
  addSystemTreeNodeNote(node_id: $node, preset: $preset, text: $text) { id node_id preset text user_name created_at } }`;
const NOTES = `query($id: Int!) { systemTreeNode(id: $id) { may_add_note
  latest_note { text user_name created_at } notes { id preset text user_name created_at } } }`;

interface Note {
  id: number;
  preset: string | null;
  text: string;
  user_name: string;
  created_at: string;
}
interface Notes {
  may_add_note: boolean;
  latest_note: Omit<Note, 'id' | 'preset'> | null;
  notes: Note[];
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.server.close());

const notesOf = async (id: number, who = 'admin', lang?: string) =>
  (await run(h, who, NOTES, { id }, lang)).data?.systemTreeNode as Notes;
const stored = (node: number) => h.server.services.deviceNotes.list(1, node).length;

describe('spec 02 §3 notes: presets and free text, author and time from the server, newest first', () => {
  it('a preset note reads in the reader’s language; a free text as written; the latest is the newest', async () => {
    const at = new Date(h.server.clock.now()).toISOString();
    const preset = await run(h, 'admin', ADD, { node: 24, preset: 'BATTERY_REPLACED' });
    expect(preset.code).toBeUndefined();
    expect(preset.data?.addSystemTreeNodeNote).toMatchObject({
      node_id: 24,
      preset: 'BATTERY_REPLACED',
      text: 'Batterie ersetzt',
      user_name: 'admin',
      created_at: at,
    });
    h.server.clock.advance(60_000);
    const free = await asTechnik(h, ['systemtree::manage_devices'], () =>
      run(h, 'technik', ADD, { node: 24, text: '  Gurt gewechselt  ' }),
    );
    expect(free.data?.addSystemTreeNodeNote).toMatchObject({
      preset: null,
      text: 'Gurt gewechselt',
      user_name: 'technik',
    });

    const de = await notesOf(24);
    expect(de.notes.map((n) => n.text)).toEqual(['Gurt gewechselt', 'Batterie ersetzt']);
    expect(de.latest_note).toEqual({
      text: 'Gurt gewechselt',
      user_name: 'technik',
      created_at: new Date(h.server.clock.now()).toISOString(),
    });
    const en = await notesOf(24, 'admin', 'en');
    expect(en.notes.map((n) => n.text)).toEqual(['Gurt gewechselt', 'Battery replaced']);
    const fr = await notesOf(24, 'admin', 'fr');
    expect(fr.notes[1]!.text).toBe('Pile remplacée');
  });

  it('every preset of the spec is offered and stored', async () => {
    const presets = ['BATTERY_REPLACED', 'DEFECTIVE', 'ELEVATOR_LOCKDOWN', 'IN_REPAIR', 'LOST', 'REPLACED'];
    for (const preset of presets)
      expect((await run(h, 'admin', ADD, { node: 23, preset })).code).toBeUndefined();
    const texts = (await notesOf(23, 'admin', 'en')).notes.map((n) => n.text);
    expect(texts).toEqual([
      'Replaced',
      'Lost',
      'In repair',
      'Elevator lockdown',
      'Defective',
      'Battery replaced',
    ]);
  });

  it('the author is the session’s user: an author sent by the client is not even accepted', async () => {
    const res = await gql(
      h.server,
      `mutation { addSystemTreeNodeNote(node_id: 24, text: "x", user_name: "jemand") { id } }`,
      {},
      { cookie: h.cookies.admin },
    );
    expect(res.body.errors?.[0]?.message).toMatch(/user_name/);
  });
});

describe('spec 02 §5 bad input gets the catalogue’s error in the user’s language and stores nothing', () => {
  const cases = [
    {
      what: 'neither preset nor text',
      vars: { text: '   ' },
      key: 'required',
      de: 'Dieses Feld ist erforderlich',
    },
    {
      what: 'a text over 500 characters',
      vars: { text: 'a'.repeat(501) },
      key: 'max_length',
      de: 'Höchstens 500 Zeichen erlaubt',
    },
    {
      what: 'a preset and a text',
      vars: { preset: 'LOST', text: 'auch' },
      key: 'invalid',
      de: 'Der Wert ist ungültig',
    },
  ];
  for (const c of cases)
    it(`${c.what}: ${c.key}`, async () => {
      const before = stored(24);
      const de = await run(h, 'admin', ADD, { node: 24, ...c.vars });
      expect(de).toMatchObject({ key: c.key, field: 'text', message: c.de });
      const en = await run(h, 'admin', ADD, { node: 24, ...c.vars }, 'en');
      expect(en.key).toBe(c.key);
      expect(en.message).not.toBe(c.de);
      expect(stored(24)).toBe(before);
    });

  it('exactly 500 characters are accepted', async () => {
    expect((await run(h, 'admin', ADD, { node: 24, text: 'b'.repeat(500) })).code).toBeUndefined();
  });

  it('a node that does not exist is invalid', async () => {
    expect(await run(h, 'admin', ADD, { node: 9999, preset: 'LOST' })).toMatchObject({
      key: 'invalid',
      field: 'node_id',
    });
  });
});

describe('spec 01 §6: a note needs what editing the node needs (its kind’s systemtree permission)', () => {
  it('use_module alone reads notes but may add none; manage_devices adds to devices, not to the building', async () => {
    await asTechnik(h, [], async () => {
      expect((await notesOf(24, 'technik')).may_add_note).toBe(false);
      const before = stored(24);
      expect(await run(h, 'technik', ADD, { node: 24, preset: 'LOST' })).toMatchObject({
        code: 'MISSING_PERMISSION',
        reason: 'systemtree::manage_devices',
      });
      expect(stored(24)).toBe(before);
    });
    await asTechnik(h, ['systemtree::manage_devices'], async () => {
      expect((await notesOf(24, 'technik')).may_add_note).toBe(true);
      expect((await run(h, 'technik', ADD, { node: 24, preset: 'LOST' })).code).toBeUndefined();
      expect((await notesOf(1, 'technik')).may_add_note).toBe(false);
      expect(await run(h, 'technik', ADD, { node: 1, text: 'Haus' })).toMatchObject({
        code: 'MISSING_PERMISSION',
        reason: 'systemtree::manage_structure',
      });
      // a tech device needs change_tech_devices (and is hidden without see_tech_devices)
      expect((await run(h, 'technik', ADD, { node: 28, text: 'Technik' })).code).toBe('MISSING_PERMISSION');
    });
  });

  it('without systemtree::use_module the operation is refused (pflege)', async () => {
    expect((await run(h, 'pflege', ADD, { node: 24, preset: 'LOST' })).code).toBe('MISSING_PERMISSION');
  });

  it('a system outside the user’s system access is refused (HTTP 424) and stores nothing', async () => {
    const technik = h.server.services.users.byName('technik')!;
    const access = technik.system_access;
    const before = stored(24);
    try {
      technik.system_access = [2];
      const res = await gql(h.server, ADD, { node: 24, preset: 'LOST' }, { cookie: h.cookies.technik });
      expect(res.status).toBe(424);
    } finally {
      technik.system_access = access;
    }
    expect(stored(24)).toBe(before);
  });
});

describe('a note is a log entry, not configuration', () => {
  it('an open call of the device does not block a note (spec 02 §4 blocks edits of the device’s data)', async () => {
    const calls = h.server.services.calls.system(1)!;
    const call = openCall(710, 24);
    calls.opened(call);
    try {
      expect((await run(h, 'admin', ADD, { node: 24, preset: 'DEFECTIVE' })).code).toBeUndefined();
    } finally {
      calls.closed(call, '2025-01-06T08:05:00.000Z');
    }
  });

  it('is audited with the node and the text, under the session’s user', async () => {
    await run(h, 'admin', ADD, { node: 24, text: 'Audit-Notiz' });
    const row = h.server.services.audit.list(5).find((r) => r.action === 'addSystemTreeNodeNote');
    expect(row).toMatchObject({ user_name: 'admin', entity: 'system_tree_node_note', outcome: 'ok' });
    expect(JSON.parse(row!.changes)).toMatchObject({ node_id: 24, text: 'Audit-Notiz', preset: null });
  });

  it('a deleted node’s notes are gone: a new node that gets its id starts without notes', async () => {
    const created = await run(h, 'admin', CREATE, {
      input: { kind: 'room', name: 'Notizraum', parent_id: 29 },
    });
    const id = (created.data?.createSystemTreeNode as { id: number }).id;
    await run(h, 'admin', ADD, { node: id, text: 'alt' });
    expect((await run(h, 'admin', DELETE, { ids: [id] })).code).toBeUndefined();
    const again = await run(h, 'admin', CREATE, {
      input: { kind: 'room', name: 'Neuer Raum', parent_id: 29 },
    });
    expect((again.data?.createSystemTreeNode as { id: number }).id).toBe(id);
    expect((await notesOf(id)).notes).toEqual([]);
  });
});
