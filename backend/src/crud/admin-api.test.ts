// The admin machinery against the real server (spec 01 §2 admin area, §4 form lifecycle,
// spec 02 §3, §5): one table of samples drives list, create, update, delete, validation and
// authorization for every entity of the registry, instead of a copy per entity.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTITIES } from './registry.ts';
import { operationNames } from './names.ts';
import { adminDocuments, adminSdl, ADMIN_DOCUMENTS_FILE, ADMIN_SDL_FILE } from './generate.ts';
import { gql } from '../test-support/test-server.ts';
import { SAMPLES, SECRETS, selection, type Sample } from '../test-support/admin-samples.ts';
import { admin, pflege, run, server, useAdminServer } from '../test-support/admin-server.ts';

useAdminServer();

describe('generated files follow the descriptions', () => {
  it('admin SDL and console documents are fresh (npm run codegen)', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    expect(readFileSync(path.join(root, ADMIN_SDL_FILE), 'utf8')).toBe(adminSdl());
    expect(readFileSync(path.join(root, ADMIN_DOCUMENTS_FILE), 'utf8')).toBe(adminDocuments());
  });
  it('every entity of the registry has a sample here', () => {
    expect(
      ENTITIES.filter((d) => !d.lookupOnly)
        .map((d) => d.type)
        .filter((t) => !SAMPLES[t]),
    ).toEqual([]);
  });
});

/** The admin lists of the seeded demo facility, per entity and demo system (installation-wide lists: the same in both). */
const SEEDED = ENTITIES.filter((d) => !d.lookupOnly).flatMap((d) =>
  ['01', '02'].map((system) => [d.type, system, d] as const),
);

describe('the seeded demo facility: a realistic installation that passes the rules it is edited with', () => {
  it.each(SEEDED)('%s of system %s: at least one seeded record', async (_type, system, d) => {
    const n = operationNames(d);
    const listed = await gql(server, `{ ${n.list} { id } }`, {}, { cookie: admin, system });
    expect(listed.body.errors).toBeUndefined();
    expect((listed.body.data?.[n.list] as unknown[]).length).toBeGreaterThan(0);
  });

  it('checkpoint maps: the seeded floor plans are images the admins get, with their checkpoints on them', async () => {
    for (const system of ['01', '02']) {
      const res = await gql(
        server,
        '{ checkpointMaps { name image_url checkpoints { number text position_x position_y } } }',
        {},
        { cookie: admin, system },
      );
      const maps = res.body.data?.checkpointMaps as Array<{
        name: string;
        image_url: string;
        checkpoints: unknown[];
      }>;
      for (const map of maps) {
        expect(map.checkpoints.length, map.name).toBeGreaterThanOrEqual(3);
        const img = await fetch(`${server.url}${map.image_url}`, { headers: { cookie: admin } });
        expect(img.status, map.name).toBe(200);
        expect(img.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        expect(await img.text()).toMatch(
          /^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*Treppenhaus[\s\S]*<\/svg>$/,
        );
      }
    }
  });

  it('no seeded display note shows on a fresh display (its empty state stays: tests/display)', async () => {
    expect((await gql(server, '{ activeDisplayNotes { id } }')).body.data?.activeDisplayNotes).toEqual([]);
  });

  it.each(SEEDED)('%s of system %s: every seeded record saves unchanged', async (type, system, d) => {
    const n = operationNames(d);
    const call = (query: string, variables: Record<string, unknown> = {}) =>
      gql(server, query, variables, { cookie: admin, system });
    const listed = await call(`{ ${n.list} ${selection(d)} }`);
    expect(listed.body.errors).toBeUndefined();
    // Nested lists without item ids (display group connections) send their items without the id the output has.
    const asInput = (k: string, v: unknown) =>
      d.fields[k]?.kind === 'object' && !d.fields[k]?.shape?.ids && Array.isArray(v)
        ? v.map(({ id: _id, ...rest }: Record<string, unknown>) => rest)
        : v;
    const violations: string[] = [];
    for (const record of listed.body.data?.[n.list] as Array<Record<string, unknown>>) {
      const input = Object.fromEntries(
        Object.entries(record)
          .filter(([k]) => k === 'id' || (d.fields[k] && !d.fields[k].readOnly && !d.fields[k].secret))
          .map(([k, v]) => [k, asInput(k, v)]),
      );
      const res = await call(`mutation($input: ${n.inputType}!) { ${n.update}(input: $input) { id } }`, {
        input,
      });
      for (const e of res.body.errors ?? [])
        violations.push(
          `${type} ${String(record.id)} ${String(e.extensions?.field ?? e.message)} ${String(e.extensions?.key ?? '')}`,
        );
    }
    expect(violations).toEqual([]);
  });
});

describe.each(ENTITIES.filter((d) => !d.lookupOnly).map((d) => [d.type, d] as const))(
  '%s (spec 02 §3)',
  (_type, d) => {
    const n = operationNames(d);
    const sample = SAMPLES[d.type] as Sample;
    const sel = selection(d);

    it('create, get, list, update, delete by id list; audit rows with field changes; no secret in any answer', async () => {
      const created = await run(
        admin,
        `mutation($input: ${n.inputType}!) { ${n.create}(input: $input) ${sel} }`,
        { input: sample.valid },
      );
      expect(created.body.errors).toBeUndefined();
      const record = created.body.data?.[n.create] as Record<string, unknown>;
      expect(record.id).toBeGreaterThan(0);
      const listed = await run(admin, `{ ${n.list} ${sel} }`);
      expect((listed.body.data?.[n.list] as Array<{ id: number }>).map((r) => r.id)).toContain(record.id);
      const got = await run(admin, `query($id: Int!) { ${n.get}(id: $id) ${sel} }`, { id: record.id });
      // a hub's live link status may change between two reads: its gateway starts with the save
      expect(got.body.data?.[n.get]).toEqual(
        'status' in record ? { ...record, status: expect.any(String) } : record,
      );

      const updated = await run(
        admin,
        `mutation($input: ${n.inputType}!) { ${n.update}(input: $input) ${sel} }`,
        { input: { id: record.id, ...sample.change } },
      );
      expect(updated.body.errors).toBeUndefined();
      const after = updated.body.data?.[n.update] as Record<string, unknown>;
      for (const [k, v] of Object.entries(sample.change))
        if (!d.fields[k]?.secret) expect(after[k]).toEqual(v);

      const audit = await run(admin, '{ auditLog(limit: 5) { action entity changes } }');
      const row = (
        audit.body.data?.auditLog as Array<{ action: string; entity: string; changes: string }>
      ).find((r) => r.action === n.update);
      expect(row?.entity).toBe(d.entity);
      const changes = JSON.parse(row?.changes ?? '{}') as {
        change: string;
        fields: Record<string, { before: unknown; after: unknown }>;
      };
      expect(changes.change).toBe('updated');
      const changed = Object.keys(sample.change).find((k) => !d.fields[k]?.secret) as string;
      expect(changes.fields[changed]?.after).toEqual(sample.change[changed]);

      const deleted = await run(admin, `mutation($ids: [Int!]!) { ${n.remove}(ids: $ids) { id } }`, {
        ids: [record.id],
      });
      expect(deleted.body.data?.[n.remove]).toEqual([{ id: record.id }]);
      expect(
        await run(admin, `query($id: Int!) { ${n.get}(id: $id) { id } }`, { id: record.id }).then(
          (r) => r.body.data?.[n.get],
        ),
      ).toBeNull();

      const everything = JSON.stringify([
        created.body,
        listed.body,
        got.body,
        updated.body,
        deleted.body,
        audit.body,
      ]);
      // The alert channel secret is the one secret a superuser (admin) reads back (spec 02 §6).
      for (const secret of SECRETS.filter((s) => s !== 'alert-secret-1'))
        expect(everything).not.toContain(secret);
      if (d.type !== 'AlertChannel') expect(everything).not.toContain('alert-secret-1');
    });

    it('bad input changes nothing and answers the translated field error (spec 01 §5)', async () => {
      const before = await run(admin, `{ ${n.list} ${sel} }`);
      const [input, field, key] = sample.invalid;
      const res = await run(
        admin,
        `mutation($input: ${n.inputType}!) { ${n.create}(input: $input) { id } }`,
        { input },
      );
      const error = res.body.errors?.find((e) => e.extensions?.field === field);
      expect(error?.extensions).toMatchObject({ validation: true, key, code: 'VALIDATION_FAILED' });
      expect(error?.message).not.toMatch(/validation\./);
      const after = await run(admin, `{ ${n.list} ${sel} }`);
      expect(after.body.data).toEqual(before.body.data);
    });

    it('a user without the permission gets MISSING_PERMISSION for every operation (spec 01 §6)', async () => {
      const ops = [
        `{ ${n.list} { id } }`,
        `{ ${n.get}(id: 1) { id } }`,
        `mutation { ${n.create}(input: {}) { id } }`,
        `mutation { ${n.update}(input: { id: 1 }) { id } }`,
        `mutation { ${n.remove}(ids: [1]) { id } }`,
        ...(n.sort ? [`mutation { ${n.sort}(ids: [1]) { id } }`] : []),
      ];
      for (const op of ops) {
        const res = await run(pflege, op);
        expect(res.body.errors?.[0]?.extensions?.code, op).toBe('MISSING_PERMISSION');
      }
    });
  },
);
