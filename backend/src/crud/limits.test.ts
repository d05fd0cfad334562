// Limits of the configuration (data integrity: spec 01 §3 special ids, spec 02 §5 catalogue):
// reserved records and the last system stay, numbers out of range are refused (never clamped), every
// text has a maximum length, and the fields that were missing exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, startTestServer, type TestServer } from '../test-support/test-server.ts';
import type { FieldSpec } from './entity.ts';
import { DEFAULT_MAX_LENGTH, fieldRules } from './field-rules.ts';
import { ENTITIES } from './registry.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'admin')).cookie as string;
});
afterAll(() => server.close());

const run = (query: string, variables: Record<string, unknown> = {}) =>
  gql(server, query, variables, { cookie: admin, system: '01' });
const extensions = (res: Awaited<ReturnType<typeof run>>) => res.body.errors?.[0]?.extensions;

describe('what may not be deleted', () => {
  it('the all-day schedule 20 is reserved (spec 01 §3 special ids)', async () => {
    const res = await run('mutation { deleteSchedule(ids: [20]) { id } }');
    expect(extensions(res)).toMatchObject({ field: '_form', key: 'reserved' });
    expect((await run('{ schedule(id: 20) { id } }')).body.data?.schedule).toEqual({ id: 20 });
  });

  it('the last system stays: without one every request would answer 424 with no way back', async () => {
    const res = await run('mutation { deleteSystemParam(ids: [1, 2]) { id } }');
    expect(extensions(res)).toMatchObject({ field: '_form', key: 'last_system' });
    expect(res.body.errors?.[0]?.message).toBe('Das letzte System kann nicht gelöscht werden.');
    const systems = (await run('{ systemParams { id } }')).body.data?.systemParams;
    expect(systems).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('the system tree view stays (spec 02 §4: it counts as enabled when no view is)', async () => {
    const res = await run('mutation { deleteTreeView(ids: [1]) { id } }');
    expect(extensions(res)).toMatchObject({ field: '_form', key: 'system_view' });
  });
});

describe('numbers out of range are refused, never clamped (a button number 999 was stored as 255)', () => {
  it.each([
    ['Button', 'number', 999, 'between'],
    ['Indicator', 'fn_a', 300, 'between'],
    ['CallType', 'led_primary_color', 8, 'between'],
    ['Report', 'battery_threshold', 101, 'between'],
    ['Report', 'call_duration_threshold', 0, 'min'],
    ['CallSourceGroup', 'timeout_minutes', -5, 'min'],
  ] as const)('%s.%s = %s: %s, and the stored value is unchanged', async (type, field, value, key) => {
    const d = ENTITIES.find((e) => e.type === type)!;
    const list = (await run(`{ ${d.plural} { id ${field} } }`)).body.data?.[d.plural] as Array<
      Record<string, number>
    >;
    const record = list[0] as Record<string, number>;
    const res = await run(`mutation($i: Admin${type}Input!) { update${type}(input: $i) { id } }`, {
      i: { id: record.id, [field]: value },
    });
    expect(extensions(res)).toMatchObject({ field, key });
    const after = (
      await run(
        `query($id: Int!) { ${d.type.charAt(0).toLowerCase()}${d.type.slice(1)}(id: $id) { ${field} } }`,
        { id: record.id },
      )
    ).body.data;
    expect(Object.values(after ?? {})[0]).toEqual({ [field]: record[field] });
  });
});

/** Every text field of every description, nested ones included. */
const textFields = ENTITIES.flatMap((d) =>
  Object.entries(d.fields).flatMap(([name, spec]): Array<[string, FieldSpec]> => [
    ...(spec.kind === 'String' ? [[`${d.type}.${name}`, spec] as [string, FieldSpec]] : []),
    ...Object.entries(spec.shape?.fields ?? {}).flatMap(([sub, s]): Array<[string, FieldSpec]> =>
      s.kind === 'String' ? [[`${d.type}.${name}.${sub}`, s]] : [],
    ),
  ]),
);

describe('every text has a maximum length (display-note dates took 2,000,000 characters)', () => {
  it.each(textFields)('%s is limited', (_name, spec) => {
    const long = 'x'.repeat(100_000);
    const limited = fieldRules(spec).some(
      (rule) => rule(long, { field: 'f', record: {}, others: [] }) !== null,
    );
    expect(limited).toBe(true);
  });

  it('a display-note date of 300 characters is refused; a name of 256 characters too', async () => {
    const note = await run('mutation($i: AdminDisplayNoteInput!) { createDisplayNote(input: $i) { id } }', {
      i: { title: 'Lang', display_from: `2026-01-01T00:00:00Z${'0'.repeat(300)}` },
    });
    expect(extensions(note)).toMatchObject({ field: 'display_from', key: 'format' });
    const hub = await run('mutation($i: AdminVideoStreamInput!) { createVideoStream(input: $i) { id } }', {
      i: { name: 'Kamera', url: `http://cam.local/${'a'.repeat(3000)}` },
    });
    expect(extensions(hub)).toMatchObject({ field: 'url', key: 'max_length' });
    const user = await run('mutation($i: AdminUserInput!) { createUser(input: $i) { id } }', {
      i: {
        name: 'n',
        homepage: 'h'.repeat(DEFAULT_MAX_LENGTH + 1),
        password: 'lang-1234',
        password_repeat: 'lang-1234',
      },
    });
    expect(extensions(user)).toMatchObject({ field: 'homepage', key: 'invalid' });
  });
});

describe('no control characters in a text (issue 33: CR/LF in a tree node name and the SMTP user)', () => {
  const judge = (spec: FieldSpec, value: string) =>
    fieldRules(spec)
      .map((rule) => rule(value, { field: 'f', record: {}, others: [] }))
      .find((v) => v !== null) ?? null;

  it.each(textFields)(
    '%s takes one line only (a multiline text line breaks and tabs only)',
    (_name, spec) => {
      expect(judge(spec, 'a\u0000b')).not.toBeNull();
      expect(judge(spec, 'a\u001bb')).not.toBeNull();
      if (spec.multiline) expect(judge(spec, 'Zeile 1\r\nZeile 2')).toBeNull();
      else expect(judge(spec, 'a\r\nb')).not.toBeNull();
    },
  );

  it('a tree node named with CR/LF is refused with the catalogue message, and its name is unchanged', async () => {
    const { systemTreeNodes } = (await run('{ systemTreeNodes { id name kind } }')).body.data as {
      systemTreeNodes: Array<{ id: number; name: string; kind: string }>;
    };
    const node = systemTreeNodes.find((n) => n.kind === 'room')!;
    const res = await gql(
      server,
      'mutation($i: SystemTreeNodeInput!) { updateSystemTreeNode(input: $i) { id } }',
      { i: { id: node.id, name: 'Zimmer\r\nSet-Cookie: x' } },
      { cookie: admin, system: '01', lang: 'en' },
    );
    expect(extensions(res)).toMatchObject({ field: 'name', key: 'single_line' });
    expect(res.body.errors?.[0]?.message).toBe('Only one line without control characters is allowed');
    const after = (await run('{ systemTreeNodes { id name } }')).body.data?.systemTreeNodes as Array<{
      id: number;
      name: string;
    }>;
    expect(after.find((n) => n.id === node.id)?.name).toBe(node.name);
  });

  it('a display note keeps its line breaks; its title may not have one', async () => {
    const ok = await run('mutation($i: AdminDisplayNoteInput!) { createDisplayNote(input: $i) { text } }', {
      i: { title: 'Besuch', text: 'Heute 15 Uhr\nCafeteria' },
    });
    expect(ok.body.data?.createDisplayNote).toEqual({ text: 'Heute 15 Uhr\nCafeteria' });
    const refused = await run(
      'mutation($i: AdminDisplayNoteInput!) { createDisplayNote(input: $i) { id } }',
      {
        i: { title: 'Besuch\nheute' },
      },
    );
    expect(extensions(refused)).toMatchObject({ field: 'title', key: 'single_line' });
  });

  it('the mail server: a user with CR/LF and a sender of two addresses are refused; nothing is stored', async () => {
    const res = await gql(
      server,
      'mutation($i: SmtpSettingsInput!) { updateSmtpSettings(input: $i) { configured } }',
      {
        i: {
          host: 'mail.heim.example',
          port: 587,
          tls_mode: 'starttls',
          user: 'rufanlage\r\nRSET',
          sender: 'a@heim.example, evil@x.example',
        },
      },
      { cookie: admin, lang: 'de' },
    );
    const byField = Object.fromEntries((res.body.errors ?? []).map((e) => [e.extensions?.field, e]));
    expect(byField.user?.extensions?.key).toBe('single_line');
    expect(byField.sender?.message).toBe('Keine gültige E-Mail-Adresse');
    expect(server.services.installation.smtpSettings()).toBeNull();
  });
});

describe('fields that were missing', () => {
  it('a user’s homepage is one of the screens /home can lead to (spec 01 §2)', async () => {
    const made = await run('mutation($i: AdminUserInput!) { createUser(input: $i) { id homepage } }', {
      i: { name: 'startseite', homepage: 'log', password: 'start-1234', password_repeat: 'start-1234' },
    });
    expect(made.body.data?.createUser).toMatchObject({ homepage: 'log' });
    const wrong = await run('mutation($i: AdminUserInput!) { updateUser(input: $i) { id } }', {
      i: { id: (made.body.data?.createUser as { id: number }).id, homepage: 'nirgendwo' },
    });
    expect(extensions(wrong)).toMatchObject({ field: 'homepage', key: 'invalid' });
  });

  it('a report has timeouts (spec 02 §3 report)', async () => {
    const made = await run(
      'mutation { createReport(input: { email: "pdl@heim.ch", timeouts: true }) { id timeouts } }',
    );
    expect(made.body.data?.createReport).toMatchObject({ timeouts: true });
    const fresh = await run('mutation { createReport(input: { email: "tech@heim.ch" }) { timeouts } }');
    expect(fresh.body.data?.createReport).toEqual({ timeouts: false });
  });

  it('a section answers its display group override state, read-only (spec 02 §3 section)', async () => {
    const res = await run('{ sections { id has_display_group_override active_display_group_override_id } }');
    // the demo's prepared override covers section 1 and is not active; section 2 has none
    expect((res.body.data?.sections as unknown[]).slice(0, 2)).toEqual([
      { id: 1, has_display_group_override: true, active_display_group_override_id: null },
      { id: 2, has_display_group_override: false, active_display_group_override_id: null },
    ]);
    const written = await run(
      'mutation { updateSection(input: { id: 1, has_display_group_override: true }) { id } }',
    );
    expect(written.body.errors?.[0]?.message).toMatch(/has_display_group_override/);
  });
});
