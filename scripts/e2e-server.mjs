// Starts the built console + backend on a fresh temporary data folder for the end-to-end tests.
// Builds the console first when there is no build yet (CI's clean clone).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.argv[2] ?? '8199';
if (!existsSync('console/dist/index.html') || process.env.E2E_REBUILD !== '0') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'cs-e2e-'));
const child = spawn('npm', ['start', '-w', 'backend'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, HOST: '127.0.0.1', CS_DATA_DIR: dataDir },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
