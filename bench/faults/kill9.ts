// Fault (a): KILLS x `kill -9` of the backend under write load, then restart. Load: WORKERS
// loops of configuration writes through the API as admin (display profile create/update in the installation
// document, schedule create/update in system-01.json) and call events (demo REST device presses, each
// audited in history.sqlite before the answer). After every kill, while the backend is down, the harness
// checks the files the restart will read: every lowdb JSON parses, `PRAGMA integrity_check` is ok, and
// every write the client was told was saved is there (a write still in flight at the kill may land or not).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DatabaseSync } from 'node:sqlite';
import {
  ApiClient,
  BackendProcess,
  CREATE_PROFILE,
  CREATE_SCHEDULE,
  UPDATE_PROFILE,
  UPDATE_SCHEDULE,
  profileInput,
  sleep,
  summary,
} from './lib.ts';

const SCHEDULE_TIMES = { time_1: '06:00', time_2: '18:00' };

interface Tracked {
  /** the value the client was last told was saved */
  acked: string;
  /** a write sent after that and not answered (yet): it may or may not be on disk */
  inflight: string | null;
}

export interface KillReport {
  kills: number;
  ackedConfigWrites: number;
  ackedPresses: number;
  corruptJson: number;
  integrityFailures: number;
  lostConfigWrites: number;
  lostPresses: number;
  strayTempFiles: number;
  failedStarts: number;
  startMs: number[];
  writeErrors: Map<string, number>;
}

export async function runKill9(
  kills: number,
  port: number,
  log: (line: string) => void,
): Promise<KillReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-faults-kill-'));
  const backend = new BackendProcess(port, dataDir);
  const api = new ApiClient(backend.url);
  const profiles = new Map<number, Tracked>();
  const schedules = new Map<number, Tracked>();
  const report: KillReport = {
    kills: 0,
    ackedConfigWrites: 0,
    ackedPresses: 0,
    corruptJson: 0,
    integrityFailures: 0,
    lostConfigWrites: 0,
    lostPresses: 0,
    strayTempFiles: 0,
    failedStarts: 0,
    startMs: [],
    writeErrors: new Map(),
  };
  let pressesInFlight = 0;
  let pressesMaybe = 0; // sent, never answered: an audit row may exist
  let counter = 0;
  const noteError = (what: string) => report.writeErrors.set(what, (report.writeErrors.get(what) ?? 0) + 1);

  const worker = async (w: number, stop: { now: boolean }) => {
    while (!stop.now) {
      const r = Math.random();
      try {
        if (r < 0.35) {
          // call event
          pressesInFlight += 1;
          let answered = false;
          try {
            const res = await api.rest('/demo/device/press', { device_id: 23 + (w % 2), button: 'alert' });
            answered = true;
            if (res.status === 200 && res.body.ok) report.ackedPresses += 1;
            else noteError(`press ${res.status}`);
          } finally {
            pressesInFlight -= 1;
            if (!answered) pressesMaybe += 1;
          }
        } else {
          const isProfile = r < 0.7;
          const map = isProfile ? profiles : schedules;
          const free = [...map.entries()].filter(([, t]) => t.inflight === null);
          const name = `${isProfile ? 'P' : 'S'}-${w}-${++counter}-${Date.now().toString(36)}`;
          if (map.size < 12 || free.length === 0) {
            const res = isProfile
              ? await api.gql<{ createDisplayProfile: { id: number; name: string } }>(CREATE_PROFILE, {
                  input: profileInput(name),
                })
              : await api.gql<{ createSchedule: { id: number; name: string } }>(CREATE_SCHEDULE, {
                  input: { id: -1, name, ...SCHEDULE_TIMES },
                });
            const made = isProfile
              ? (res.body.data as { createDisplayProfile?: { id: number } } | undefined)?.createDisplayProfile
              : (res.body.data as { createSchedule?: { id: number } } | undefined)?.createSchedule;
            if (made) {
              map.set(made.id, { acked: name, inflight: null });
              report.ackedConfigWrites += 1;
            } else
              noteError(
                `${isProfile ? 'profile' : 'schedule'} create: ${res.body.errors?.[0]?.message ?? res.status}`,
              );
          } else {
            const [id, tracked] = free[Math.floor(Math.random() * free.length)]!;
            tracked.inflight = name;
            const res = isProfile
              ? await api.gql(UPDATE_PROFILE, { input: { id, ...profileInput(name) } })
              : await api.gql(UPDATE_SCHEDULE, { input: { id, name, ...SCHEDULE_TIMES } });
            if (!res.body.errors && res.body.data) {
              tracked.acked = name;
              tracked.inflight = null;
              report.ackedConfigWrites += 1;
            } else {
              // An answered error: the server said it did not save; nothing is in flight any more.
              tracked.inflight = null;
              noteError(
                `${isProfile ? 'profile' : 'schedule'} update: ${res.body.errors?.[0]?.message ?? res.status}`,
              );
            }
          }
        }
      } catch {
        // connection refused or reset: the backend is gone. Whatever was in flight stays 'inflight'.
        if (!backend.alive) return;
        await sleep(20);
      }
    }
  };

  const checkFiles = () => {
    const files = readdirSync(dataDir);
    const docs = new Map<string, unknown>();
    // temp files of writes the kill interrupted: harmless, but they must not pile up (removed at start)
    report.strayTempFiles = Math.max(report.strayTempFiles, files.filter((f) => f.endsWith('.tmp')).length);
    for (const f of files) {
      if (!f.endsWith('.json')) continue;
      try {
        docs.set(f, JSON.parse(readFileSync(path.join(dataDir, f), 'utf8')));
      } catch {
        report.corruptJson += 1;
        log(`  corrupt JSON: ${f}`);
      }
    }
    // Compare what the client was told against what the restart will read.
    const check = (
      map: Map<number, Tracked>,
      records: { id: number; name: string }[] | undefined,
      what: string,
    ) => {
      const stored = new Map((records ?? []).map((r) => [r.id, r.name]));
      for (const [id, t] of map) {
        const name = stored.get(id);
        if (name === t.acked) continue;
        if (t.inflight !== null && name === t.inflight) {
          t.acked = name;
          continue;
        }
        report.lostConfigWrites += 1;
        log(`  LOST ${what} ${id}: told '${t.acked}', stored '${name ?? '(missing)'}'`);
        if (name !== undefined) t.acked = name;
        else map.delete(id);
      }
      // writes that landed without an answer: adopt them as the new baseline
      for (const [id, name] of stored)
        if (!map.has(id) && /^[PS]-/.test(name)) map.set(id, { acked: name, inflight: null });
      for (const t of map.values()) t.inflight = null;
    };
    const installation = docs.get('installation.json') as
      { display_profiles?: { id: number; name: string }[] } | undefined;
    const system = docs.get('system-01.json') as { schedules?: { id: number; name: string }[] } | undefined;
    if (installation) check(profiles, installation.display_profiles, 'profile');
    if (system) check(schedules, system.schedules, 'schedule');

    const db = new DatabaseSync(path.join(dataDir, 'history.sqlite'));
    try {
      const integrity = db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
      if (integrity.length !== 1 || integrity[0]!.integrity_check !== 'ok') {
        report.integrityFailures += 1;
        log(`  integrity_check: ${JSON.stringify(integrity).slice(0, 200)}`);
      }
      const { n } = db
        .prepare(`SELECT count(*) AS n FROM audit WHERE action = 'demo_device_press' AND outcome = 'ok'`)
        .get() as { n: number };
      if (n < report.ackedPresses) {
        report.lostPresses = report.ackedPresses - n;
        log(`  LOST presses: told ${report.ackedPresses} saved, ${n} audit rows`);
      }
      // Unanswered presses that did land count from now on as saved (the baseline moves with the file).
      report.ackedPresses = Math.max(report.ackedPresses, n);
      pressesMaybe = 0;
    } finally {
      db.close();
    }
  };

  const t0 = performance.now();
  try {
    report.startMs.push(await backend.start(60_000));
    await api.login();
    for (let k = 0; k < kills; k++) {
      const stop = { now: false };
      const workers = Array.from({ length: 4 }, (_, w) => worker(w, stop));
      await sleep(150 + Math.random() * 900);
      await backend.kill9();
      report.kills += 1;
      stop.now = true;
      await Promise.all(workers);
      checkFiles();
      void pressesInFlight;
      void pressesMaybe;
      try {
        report.startMs.push(await backend.start(30_000));
      } catch (error) {
        report.failedStarts += 1;
        log(`  restart ${k + 1} failed: ${(error as Error).message.slice(0, 500)}`);
        await backend.kill9();
        break;
      }
      // The session row was written before the login answer; it must survive too.
      const probe = await api.gql<{ me: unknown }>('{ displayProfiles { id } }');
      if (probe.status !== 200) log(`  probe after restart: HTTP ${probe.status}`);
      if ((k + 1) % 10 === 0)
        log(
          `  ${k + 1}/${kills} kills, ${((performance.now() - t0) / 1000).toFixed(0)} s, acked config writes ${report.ackedConfigWrites}, acked presses ${report.ackedPresses}`,
        );
    }
    // Last round: a graceful stop and a final check.
    await backend.stop();
    checkFiles();
  } finally {
    await backend.kill9();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return report;
}

export function printKill9(r: KillReport, log: (line: string) => void): void {
  log(`kill -9 under write load: ${r.kills} kills`);
  log(`  acknowledged configuration writes ${r.ackedConfigWrites}, lost ${r.lostConfigWrites}`);
  log(`  acknowledged call events (presses) ${r.ackedPresses}, lost ${r.lostPresses}`);
  log(
    `  corrupt JSON files ${r.corruptJson}, sqlite integrity failures ${r.integrityFailures}, failed restarts ${r.failedStarts}, temp files left by a kill, at most ${r.strayTempFiles} at once`,
  );
  log(`  restart to ready (ms)     n      p50      p90      p99      max`);
  log(`                       ${summary(r.startMs)}`);
  if (r.writeErrors.size)
    log(`  answered write errors: ${[...r.writeErrors].map(([k, v]) => `${k} x${v}`).join('; ')}`);
}
