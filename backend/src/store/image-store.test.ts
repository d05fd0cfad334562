// Checkpoint map images (spec 02 §5): stored under a name of ours, stamped with the injected clock's time
// (ARCHITECTURE §7), so a scenario's simulated day names its files by simulated time.
import { SimulatedClock } from '@cs/contracts/clock';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageStore } from './image-store.ts';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('image store', () => {
  it('names a saved image by the injected clock and reads it back with its type', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'images-'));
    dirs.push(dir);
    const at = Date.parse('2026-03-02T10:00:00Z');
    const images = new ImageStore(dir, new SimulatedClock(at));
    const file = await images.save('system-1-map-3', PNG);
    expect(file).toBe(`system-1-map-3-${at.toString(36)}.png`);
    expect(await images.read(file)).toMatchObject({ type: 'image/png' });
    expect(await images.read('../config.json')).toBeNull();
  });
});
