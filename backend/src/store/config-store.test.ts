// The configuration documents read at start (ARCHITECTURE §5): a system document that is not one (an operator's hand
// edit gone wrong, README "Real hardware") makes that system unavailable, named in the log; the installation's other
// systems, and their wall displays, keep working.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLogger, type Logger } from '../platform/logger.ts';
import { seedDemoFacility } from '../seed/demo-facility.ts';
import { capturedLog } from '../test-support/captured-log.ts';
import { openConfigStore } from './config-store.ts';

const seed = () => seedDemoFacility(async (p) => `plain:${p}`, Date.UTC(2025, 0, 7));
let dir: string;
let previous: Logger;
const log = capturedLog('error');
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cs-config-'));
  previous = setLogger(log.logger);
  log.lines.length = 0;
});
afterEach(() => {
  setLogger(previous);
  rmSync(dir, { recursive: true, force: true });
});

describe('opening the configuration documents', () => {
  it('a system document that is not one: that system is unavailable and logged, the others open', async () => {
    const first = await openConfigStore(dir, seed);
    const ids = [...first.systems.keys()];
    expect(ids.length).toBeGreaterThan(1);
    writeFileSync(path.join(dir, 'system-02.json'), '{"id": 2, "name": "Haus B", "nodes": "none"}');
    const again = await openConfigStore(dir, seed);
    expect([...again.systems.keys()]).toEqual(ids.filter((id) => id !== 2));
    expect(log.lines).toContainEqual(
      expect.objectContaining({ msg: 'system document unreadable: the system is unavailable', systemId: 2 }),
    );
  });

  it('an installation document that is not one refuses to start, naming the file', async () => {
    await openConfigStore(dir, seed);
    writeFileSync(path.join(dir, 'installation.json'), '{"system_ids": "1,2"}');
    await expect(openConfigStore(dir, seed)).rejects.toThrow(
      `${path.join(dir, 'installation.json')} is not a readable document`,
    );
  });
});
