// ARCHITECTURE §5: configuration writes go through one adapter that writes a temp file, fsyncs,
// renames and fsyncs the folder, so a failed or interrupted save never leaves a torn document.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Low } from 'lowdb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DurableJsonFile, INDENT_LIMIT_BYTES } from './durable-json-file.ts';
import { StorageFailed, storageFailure } from './storage-failed.ts';

const anyDoc = z.record(z.string(), z.unknown()).parse;
const usersDoc = z.object({ users: z.array(z.string()) }).parse;

let dir: string;
beforeEach(() => void (dir = mkdtempSync(path.join(tmpdir(), 'cs-durable-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('DurableJsonFile (ARCHITECTURE §5 durable configuration writes)', () => {
  it('writes readable JSON and lowdb reads it back', async () => {
    const file = path.join(dir, 'installation.json');
    const db = new Low(new DurableJsonFile(file, usersDoc), { users: [] });
    await db.read();
    await db.update((d) => void d.users.push('admin'));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ users: ['admin'] });
    const again = new Low(new DurableJsonFile(file, usersDoc), { users: [] });
    await again.read();
    expect(again.data.users).toEqual(['admin']);
    expect(readdirSync(dir)).toEqual(['installation.json']);
  });

  it('keeps the old file when the rename fails (simulated disk error) and leaves no temp file', async () => {
    const file = path.join(dir, 'system-01.json');
    await new DurableJsonFile(file, anyDoc).write({ name: 'Haus Lindenhof' });
    const failing = new DurableJsonFile(file, anyDoc, {
      ...fs,
      rename: async () => {
        throw Object.assign(new Error('EIO: i/o error'), { code: 'EIO' });
      },
    });
    await expect(failing.write({ name: 'half written' })).rejects.toThrow('EIO');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ name: 'Haus Lindenhof' });
    expect(readdirSync(dir)).toEqual(['system-01.json']);
  });

  it('keeps the old file when the data cannot be serialised', async () => {
    const file = path.join(dir, 'installation.json');
    const adapter = new DurableJsonFile(file, anyDoc);
    await adapter.write({ ok: 1 });
    await expect(adapter.write({ big: 10n })).rejects.toThrow();
    expect(readFileSync(file, 'utf8')).toBe('{\n  "ok": 1\n}\n');
    // and the adapter still works after a failure
    await adapter.write({ ok: 2 });
    expect(await adapter.read()).toEqual({ ok: 2 });
  });

  it('reports a refused write as StorageFailed (the client is told "not saved") and keeps the errno', async () => {
    const file = path.join(dir, 'installation.json');
    await new DurableJsonFile(file, anyDoc).write({ ok: 1 });
    const full = new DurableJsonFile(file, anyDoc, {
      ...fs,
      open: async () => {
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      },
    });
    const error: unknown = await full.write({ ok: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageFailed);
    expect(((error as StorageFailed).cause as NodeJS.ErrnoException).code).toBe('ENOSPC');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ ok: 1 });
  });

  it('writes small documents indented (hand-editable) and large ones compact (bench/stores: write time)', async () => {
    const small = path.join(dir, 'system-01.json');
    const large = path.join(dir, 'system-02.json');
    await new DurableJsonFile(small, anyDoc).write({ name: 'Haus Lindenhof' });
    const nodes = Array.from({ length: Math.ceil(INDENT_LIMIT_BYTES / 20) }, (_, id) => ({
      id,
      name: `Zimmer ${id}`,
    }));
    await new DurableJsonFile(large, anyDoc).write({ nodes });
    expect(readFileSync(small, 'utf8')).toBe('{\n  "name": "Haus Lindenhof"\n}\n');
    const text = readFileSync(large, 'utf8');
    expect(text.startsWith('{"nodes":[{"id":0,"name":"Zimmer 0"},')).toBe(true);
    expect(JSON.parse(text)).toEqual({ nodes });
  });

  it('returns null for a missing file (first start seeds)', async () => {
    expect(await new DurableJsonFile(path.join(dir, 'nope.json'), anyDoc).read()).toBeNull();
  });

  it('refuses a file that is not the document as the storage error naming the file (a hand edit, a torn copy)', async () => {
    const file = path.join(dir, 'installation.json');
    for (const text of ['{"users": "admin"}', '{"users": [', '']) {
      writeFileSync(file, text);
      const error: unknown = await new DurableJsonFile(file, usersDoc).read().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StorageFailed);
      expect(storageFailure(error)).toBe('config');
      expect(String(error)).toContain(`${file} is not a readable document`);
    }
  });
});
