// Log lines to stdout and to files in the data folder that roll over at a size and daily, keeping a number
// of old files (platform/log-files.ts, docs/deployment.md "Logs").
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../test-support/wait-for.ts';
import { logOutputFromEnv, openLogOutput } from './log-files.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cs-logs-'));
  dirs.push(dir);
  return dir;
};
/** every file's text; a file removed while reading (the oldest, rolled away) counts as empty */
const onDisk = (dir: string) =>
  readdirSync(dir)
    .map((file) => {
      try {
        return readFileSync(path.join(dir, file), 'utf8');
      } catch {
        return '';
      }
    })
    .join('');
const memory = () => {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
};

describe('log output', () => {
  it('writes each line to stdout and to a dated file in the logs folder', async () => {
    const dir = path.join(folder(), 'logs');
    const stdout = memory();
    const output = await openLogOutput({ dir, level: 'info', stdout: stdout.stream });
    output.logger.info({ system: 1 }, 'link online');
    output.logger.debug('below the level');
    await output.close();
    expect(path.basename(output.file!)).toMatch(/^backend\.\d{4}-\d\d-\d\d\.1\.log$/);
    const inFile = readFileSync(output.file!, 'utf8').trim().split('\n');
    expect(inFile).toHaveLength(1);
    expect(JSON.parse(inFile[0]!)).toMatchObject({ level: 'info', msg: 'link online', system: 1 });
    expect(stdout.lines.join('')).toBe(`${inFile[0]}\n`);
  });

  it('rolls over at the size limit and keeps only the newest files', async () => {
    const dir = folder();
    const output = await openLogOutput({ dir, level: 'info', size: '1k', keep: 2, stdout: memory().stream });
    for (let i = 0; i < 40; i++) {
      output.logger.info({ i, filler: 'x'.repeat(100) }, 'line');
      // The roll-over happens once a write reached the disk: let each line get there before the next.
      await waitFor(() => onDisk(dir).includes(`"i":${i},`), `line ${i} on disk`);
    }
    await output.close();
    const files = readdirSync(dir).sort((a, b) => Number(a.split('.').at(-2)) - Number(b.split('.').at(-2)));
    expect(files.length).toBe(3);
    const numbers = files.map((f) => Number(f.split('.').at(-2)));
    expect(Math.max(...numbers)).toBeGreaterThan(3);
    const last = readFileSync(path.join(dir, files.at(-1)!), 'utf8')
      .trim()
      .split('\n');
    expect(JSON.parse(last.at(-1)!)).toMatchObject({ i: 39 });
  });

  it('a folder that cannot be written leaves stdout logging, with the reason, instead of failing the start', async () => {
    const parent = folder();
    writeFileSync(path.join(parent, 'logs'), 'a file where the folder should be');
    const stdout = memory();
    const output = await openLogOutput({
      dir: path.join(parent, 'logs'),
      level: 'info',
      stdout: stdout.stream,
    });
    output.logger.info('still logged');
    expect(output.file).toBeNull();
    expect(stdout.lines.map((l) => JSON.parse(l).msg)).toEqual([
      'log files not writable; logging to stdout only',
      'still logged',
    ]);
  });

  it('CS_LOG_DIR and CS_LOG_LEVEL: default the data folder’s logs and info; off means stdout only', () => {
    const data = folder();
    expect(logOutputFromEnv({}, data)).toEqual({ dir: path.join(data, 'logs'), level: 'info' });
    expect(logOutputFromEnv({ CS_LOG_DIR: 'off', CS_LOG_LEVEL: 'debug' }, data)).toEqual({
      dir: null,
      level: 'debug',
    });
  });
});
