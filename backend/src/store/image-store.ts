// Uploaded images (checkpoint maps) as files next to the configuration documents, so the lowdb
// documents stay small (ARCHITECTURE §5). Names are ours, never the client's.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '@cs/contracts/clock';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};
const DATA_URL = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,([A-Za-z0-9+/=\s]+)$/;

/** Spec 02 §5 / §9: checkpoint map images up to 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export function decodeImage(dataUrl: string): { ext: string; bytes: Buffer } | null {
  const m = DATA_URL.exec(dataUrl);
  if (!m) return null;
  const ext = m[1] === 'jpeg' ? 'jpg' : m[1] === 'svg+xml' ? 'svg' : (m[1] as string);
  return { ext, bytes: Buffer.from(m[2] as string, 'base64') };
}

export class ImageStore {
  constructor(
    private readonly dir: string,
    private readonly clock: Clock,
  ) {}

  async save(baseName: string, dataUrl: string): Promise<string> {
    const image = decodeImage(dataUrl);
    if (!image) throw new Error('not an image data URL');
    await mkdir(this.dir, { recursive: true });
    // the time in the name: a new upload never takes the name a cached older image had
    const file = `${baseName}-${this.clock.now().toString(36)}.${image.ext}`;
    await writeFile(path.join(this.dir, file), image.bytes);
    return file;
  }

  async read(file: string): Promise<{ data: Buffer; type: string } | null> {
    if (!/^[\w-]+\.(png|jpg|gif|webp|svg)$/.test(file)) return null;
    try {
      return {
        data: await readFile(path.join(this.dir, file)),
        type: TYPES[file.split('.').pop() as string] as string,
      };
    } catch {
      return null;
    }
  }
}
