// The backend on loopback serving a console build, in a data folder of its own, for the browser benches
// (tree-browser.ts, cold-start-ab.ts): with the generated ward of `beds` beds (wardOf; twin/src/ward, seed 3; 1,000
// beds are about 3,300 nodes) or the twin's demo facility ({ twin: true }).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '../../backend/src/auth/password.ts';
import { createServer } from '../../backend/src/server.ts';
import type { ServerOptions } from '../../backend/src/server-options.ts';

export const wardOf = (beds: number): Partial<ServerOptions> => ({
  simulation: {
    systems: [{ id: 1, name: 'Bench-Spital', seed: 3, getsPort: 0, hubPort: 0, size: { beds } }],
  },
});

export async function startBenchServer(staticDir: string, options: Partial<ServerOptions>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cs-bench-'));
  const server = await createServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    staticDir,
    restartAnnounceAgainMs: null,
    seedPasswordHash: hashPassword,
    ...options,
  });
  const close = async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { server, close };
}
