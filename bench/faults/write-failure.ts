// Fault (b): an injected write failure. The backend's data folder is a small tmpfs; after some
// acknowledged writes the harness makes the disk full (a filler file) and then read-only (remount ro).
// Each time, configuration writes and call events must answer with a visible error (a GraphQL error or a
// REST error status, never a crash), the failed write must not show up in what the backend serves, and
// nothing saved before may be lost, neither at once nor after a kill -9 and restart. Without the right to
// mount (not root) the folder is made read-only with chmod instead (root ignores chmod).
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import {
  ApiClient,
  BackendProcess,
  CREATE_PROFILE,
  CREATE_SCHEDULE,
  LIST_PROFILES,
  UPDATE_PROFILE,
  profileInput,
  type GqlResult,
} from './lib.ts';

export interface WriteFailureCase {
  mode: string;
  attempts: number;
  visibleErrors: number;
  crashed: boolean;
  phantomInMemory: number;
  phantomAfterRestart: number;
  lostSaved: number;
  recovered: boolean;
  /** answered ok because the write really went through: checked after restart like any saved write */
  savedAnyway: number;
  /** errors that said what happened: code STORAGE_FAILED with the translated 'not saved' message */
  storageErrors: number;
  messages: string[];
}

const SCHEDULE_TIMES = { time_1: '06:00', time_2: '18:00' };

export async function runWriteFailure(
  port: number,
  log: (line: string) => void,
): Promise<{ mount: string; cases: WriteFailureCase[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-faults-disk-'));
  let mounted = false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=6m', 'tmpfs', dir], { stdio: 'ignore' });
    mounted = true;
  } catch {
    log('  mount refused: falling back to chmod (read-only folder only)');
  }
  const backend = new BackendProcess(port, dir);
  const api = new ApiClient(backend.url);
  const cases: WriteFailureCase[] = [];
  const saved = { profiles: new Map<number, string>(), presses: 0 };
  const failedNames = new Set<string>();
  let n = 0;

  const saveSome = async () => {
    for (let i = 0; i < 5; i++) {
      const name = `OK-${++n}`;
      const res = await api.gql<{ createDisplayProfile: { id: number } }>(CREATE_PROFILE, {
        input: profileInput(name),
      });
      if (!res.body.data?.createDisplayProfile)
        throw new Error(`setup write failed: ${JSON.stringify(res.body.errors)}`);
      saved.profiles.set(res.body.data.createDisplayProfile.id, name);
      const press = await api.rest('/demo/device/press', { device_id: 23, button: 'alert' });
      if (!press.body.ok) throw new Error('setup press failed');
      saved.presses += 1;
    }
  };

  const attempt = async (mode: string) => {
    const c: WriteFailureCase = {
      mode,
      attempts: 0,
      visibleErrors: 0,
      crashed: false,
      phantomInMemory: 0,
      phantomAfterRestart: 0,
      lostSaved: 0,
      recovered: false,
      savedAnyway: 0,
      storageErrors: 0,
      messages: [],
    };
    const [someId] = [...saved.profiles.keys()];
    const gqlError = (op: string, res: { status: number; body: GqlResult<unknown> }) => {
      const e = res.body.errors?.[0];
      if (!e) return false;
      if (e.extensions?.code === 'STORAGE_FAILED') c.storageErrors += 1;
      c.messages.push(`${op}: HTTP ${res.status} ${String(e.extensions?.code ?? '-')} '${e.message}'`);
      return true;
    };
    const tries: (() => Promise<boolean>)[] = [
      async () => {
        const name = `FAIL-${++n}`;
        failedNames.add(name);
        return gqlError('createDisplayProfile', await api.gql(CREATE_PROFILE, { input: profileInput(name) }));
      },
      async () => {
        const name = `FAIL-${++n}`;
        failedNames.add(name);
        return gqlError(
          'updateDisplayProfile',
          await api.gql(UPDATE_PROFILE, { input: { id: someId, ...profileInput(name) } }),
        );
      },
      async () => {
        const name = `FAIL-${++n}`;
        failedNames.add(name);
        return gqlError(
          'createSchedule',
          await api.gql(CREATE_SCHEDULE, { input: { id: -1, name, ...SCHEDULE_TIMES } }),
        );
      },
      async () => {
        const res = await api.rest('/demo/device/press', { device_id: 23, button: 'alert' });
        if (!res.body.ok) {
          const e = res.body.errors?.[0];
          if (e?.code === 'STORAGE_FAILED') c.storageErrors += 1;
          c.messages.push(
            `demo press: HTTP ${res.status} ${e?.code ?? '-'} '${e?.message ?? '(no JSON body)'}'`,
          );
        } else {
          // sqlite's open file still takes it (read-only bind): told saved, so it must be there after restart
          c.messages.push('demo press: saved (history file still writable)');
          saved.presses += 1;
          c.savedAnyway += 1;
        }
        return !res.body.ok;
      },
    ];
    for (const t of tries) {
      c.attempts += 1;
      try {
        if (await t()) c.visibleErrors += 1;
      } catch (error) {
        c.messages.push(`request failed: ${(error as Error).message}`);
      }
    }
    c.crashed = !backend.alive;
    if (!c.crashed) {
      const list = await api.gql<{ displayProfiles: { id: number; name: string }[] }>(LIST_PROFILES);
      const served = list.body.data?.displayProfiles ?? [];
      c.phantomInMemory = served.filter((p) => failedNames.has(p.name)).length;
      for (const [id, name] of saved.profiles)
        if (!served.some((p) => p.id === id && p.name === name)) c.lostSaved += 1;
    }
    return c;
  };

  const checkDisk = (c: WriteFailureCase) => {
    const doc = JSON.parse(readFileSync(path.join(dir, 'installation.json'), 'utf8')) as {
      display_profiles: { id: number; name: string }[];
    };
    const system = JSON.parse(readFileSync(path.join(dir, 'system-01.json'), 'utf8')) as {
      schedules: { name: string }[];
    };
    for (const [id, name] of saved.profiles)
      if (!doc.display_profiles.some((p) => p.id === id && p.name === name)) c.lostSaved += 1;
    c.phantomAfterRestart =
      doc.display_profiles.filter((p) => failedNames.has(p.name)).length +
      system.schedules.filter((s) => failedNames.has(s.name)).length;
    const db = new DatabaseSync(path.join(dir, 'history.sqlite'));
    try {
      const ok = (db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check;
      if (ok !== 'ok') c.messages.push(`integrity_check ${ok}`);
      const { rows } = db
        .prepare(`SELECT count(*) AS rows FROM audit WHERE action = 'demo_device_press' AND outcome = 'ok'`)
        .get() as { rows: number };
      if (rows < saved.presses) c.lostSaved += saved.presses - rows;
    } finally {
      db.close();
    }
  };

  try {
    await backend.start(60_000);
    await api.login();
    await saveSome();
    const modes: [string, () => void, () => void][] = mounted
      ? [
          [
            'disk full (tmpfs 6 MB)',
            () => {
              const fd = openSync(path.join(dir, 'filler'), 'w');
              const chunk = Buffer.alloc(64 * 1024, 1);
              try {
                for (;;) writeSync(fd, chunk);
              } catch {
                // ENOSPC: full; top it off with smaller writes
                try {
                  for (;;) writeSync(fd, Buffer.alloc(512, 1));
                } catch {
                  /* full */
                }
              } finally {
                closeSync(fd);
              }
            },
            () => rmSync(path.join(dir, 'filler')),
          ],
          [
            // A read-only bind mount over the folder: new files (lowdb's temp files) fail with EROFS; sqlite's
            // already open descriptors keep the old, writable mount.
            'read-only folder (ro bind)',
            () => {
              execFileSync('mount', ['--bind', dir, dir]);
              execFileSync('mount', ['-o', 'remount,ro,bind', dir]);
            },
            () => execFileSync('umount', [dir]),
          ],
        ]
      : [
          [
            'read-only folder (chmod 555)',
            () => execFileSync('chmod', ['555', dir]),
            () => execFileSync('chmod', ['755', dir]),
          ],
        ];
    for (const [mode, inject, heal] of modes) {
      inject();
      const c = await attempt(mode);
      heal();
      // After the disk is back: a new write works, and everything is there after kill -9 and restart.
      if (!c.crashed) {
        const res = await api.gql<{ createDisplayProfile: { id: number } }>(CREATE_PROFILE, {
          input: profileInput(`OK-${++n}`),
        });
        c.recovered = Boolean(res.body.data?.createDisplayProfile);
        if (res.body.data?.createDisplayProfile)
          saved.profiles.set(res.body.data.createDisplayProfile.id, `OK-${n}`);
        else c.messages.push(`after healing: ${JSON.stringify(res.body.errors).slice(0, 200)}`);
      }
      await backend.kill9();
      checkDisk(c);
      const stray = readdirSync(dir).filter((f) => f.endsWith('.tmp')).length;
      if (stray) c.messages.push(`${stray} temp file(s) left in the data folder`);
      cases.push(c);
      await backend.start(60_000);
      await saveSome();
    }
  } finally {
    await backend.kill9();
    if (mounted) execFileSync('umount', [dir]);
    rmSync(dir, { recursive: true, force: true });
  }
  return { mount: mounted ? 'tmpfs' : 'chmod', cases };
}

export function printWriteFailure(
  result: { mount: string; cases: WriteFailureCase[] },
  log: (line: string) => void,
): void {
  log(`injected write failure (${result.mount}):`);
  log(
    '  mode                        attempts  visible errors (+ really saved)  said STORAGE_FAILED  crashed  failed write served  failed write on disk  saved lost  recovered',
  );
  for (const c of result.cases) {
    log(
      `  ${c.mode.padEnd(27)} ${String(c.attempts).padStart(8)} ${`${c.visibleErrors} (+${c.savedAnyway})`.padStart(32)} ${String(c.storageErrors).padStart(20)} ${String(c.crashed).padStart(8)} ${String(c.phantomInMemory).padStart(20)} ${String(c.phantomAfterRestart).padStart(21)} ${String(c.lostSaved).padStart(11)} ${String(c.recovered).padStart(10)}`,
    );
    for (const m of c.messages) log(`    ${m}`);
  }
}
