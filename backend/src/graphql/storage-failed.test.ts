// A write failure injected as in bench/faults: a configuration write the disk refuses (disk full,
// read-only folder) answers a translated STORAGE_FAILED error instead of the masked 'Unexpected error.',
// and nothing changes (memory and disk); the demo REST answers a JSON body with the same code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillDisk as fillStoreDisk } from '../test-support/full-disk.ts';
import { gql, login, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { waitFor } from '../test-support/wait-for.ts';
import { installationDb } from '../test-support/installation-data.ts';

let server: TestServer;
let technik: string;
beforeAll(async () => {
  server = await startTestServer({ twin: true });
  technik = (await login(server, 'technik', 'technik')).cookie as string;
  await waitFor(() => server.services.calls.system(1)?.status === 'online', 'twin online');
});
afterAll(() => server.close());

const CREATE =
  'mutation ($input: CreateDisplayProfileInput!) { createDisplayProfile(input: $input) { id name } }';
const LIST = '{ displayProfiles { name } }';
const input = (name: string) => ({
  name,
  locale: 'de',
  font_size: 'NORMAL',
  fullscreen: false,
  show_video_stream: false,
  show_presences: true,
  settings: [],
});

/** The installation document's lowdb, reached the way the repository holds it; its adapter is swapped for one on a full disk. */
const db = () => installationDb(server);
const fillDisk = () => fillStoreDisk(db(), path.join(server.dataDir, 'installation.json'));

describe('a configuration write the disk refuses', () => {
  it('answers STORAGE_FAILED with the message in the request language; nothing is served or saved', async () => {
    expect(
      (await gql(server, CREATE, { input: input('Gespeichert') }, { cookie: technik })).body.errors,
    ).toBeUndefined();
    const onDisk = readFileSync(path.join(server.dataDir, 'installation.json'), 'utf8');
    const restore = fillDisk();
    try {
      const messages: Record<string, string> = {
        de: 'Die Änderung konnte nicht gespeichert werden. Es wurde nichts geändert.',
        en: 'The change could not be saved. Nothing was changed.',
        fr: 'La modification n’a pas pu être enregistrée. Rien n’a été modifié.',
        it: 'Non è stato possibile salvare la modifica. Non è stato modificato nulla.',
      };
      for (const [lang, message] of Object.entries(messages)) {
        const res = await gql(
          server,
          CREATE,
          { input: input(`Verloren ${lang}`) },
          { cookie: technik, lang },
        );
        expect(res.status).toBe(200);
        expect(res.body.errors).toEqual([
          expect.objectContaining({ message, extensions: { code: 'STORAGE_FAILED', saved: false } }),
        ]);
        expect(res.body.data).toBeNull();
      }
      expect((await gql(server, LIST)).body.data?.displayProfiles).toEqual([{ name: 'Gespeichert' }]);
      expect(readFileSync(path.join(server.dataDir, 'installation.json'), 'utf8')).toBe(onDisk);
    } finally {
      restore();
    }
    // the disk is back: saving works again and the failed writes stay lost
    expect(
      (await gql(server, CREATE, { input: input('Danach') }, { cookie: technik })).body.errors,
    ).toBeUndefined();
    expect(
      ((await gql(server, LIST)).body.data?.displayProfiles as Array<{ name: string }>)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Danach', 'Gespeichert']);
  });

  it('the change saved but its audit row refused (SQLite full): says so, saved: true, and the change is there', async () => {
    const audit = server.services.audit;
    const record = audit.record.bind(audit);
    audit.record = () => {
      throw Object.assign(new Error('database or disk is full'), {
        code: 'ERR_SQLITE_ERROR',
        errcode: 13,
        errstr: 'database or disk is full',
      });
    };
    try {
      const res = await gql(server, CREATE, { input: input('Ohne Protokoll') }, { cookie: technik });
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          message:
            'Die Aktion wurde ausgeführt, konnte aber nicht protokolliert werden: der Speicher ist voll oder schreibgeschützt.',
          extensions: { code: 'STORAGE_FAILED', saved: true },
        }),
      ]);
    } finally {
      audit.record = record;
    }
    expect(
      ((await gql(server, LIST)).body.data?.displayProfiles as Array<{ name: string }>).map((p) => p.name),
    ).toContain('Ohne Protokoll');
  });

  it('a refused write whose failure audit row is refused too still says "not saved"', async () => {
    const audit = server.services.audit;
    const record = audit.record.bind(audit);
    audit.record = () => {
      throw Object.assign(new Error('database or disk is full'), {
        code: 'ERR_SQLITE_ERROR',
        errcode: 13,
        errstr: 'database or disk is full',
      });
    };
    const restore = fillDisk();
    try {
      const res = await gql(server, CREATE, { input: input('Weder noch') }, { cookie: technik });
      expect(res.body.errors?.[0]?.extensions).toEqual({ code: 'STORAGE_FAILED', saved: false });
    } finally {
      restore();
      audit.record = record;
    }
  });

  it('other unexpected errors stay masked', async () => {
    const restore = (() => {
      const store = db();
      const real = store.adapter;
      store.adapter = {
        read: real.read.bind(real),
        write: async () => Promise.reject(new TypeError('a bug')),
      };
      return () => void (store.adapter = real);
    })();
    try {
      const res = await gql(server, CREATE, { input: input('Bug') }, { cookie: technik });
      expect(res.body.errors?.[0]?.message).toBe('Unexpected error.');
    } finally {
      restore();
    }
  });

  it('demo press: the audit row cannot be written -> HTTP 500 with a JSON body (STORAGE_FAILED, translated)', async () => {
    const audit = server.services.audit;
    const record = audit.record.bind(audit);
    audit.record = () => {
      throw Object.assign(new Error('database or disk is full'), {
        code: 'ERR_SQLITE_ERROR',
        errcode: 13,
        errstr: 'database or disk is full',
      });
    };
    try {
      const res = await fetch(`${server.url}/backend/demo/device/press`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ device_id: 23 }),
      });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        ok: false,
        errors: [
          {
            field: 'common',
            code: 'STORAGE_FAILED',
            message: 'The action was carried out but could not be logged: the storage is full or read-only.',
          },
        ],
      });
    } finally {
      audit.record = record;
    }
  });
});
