// Starts the production build (built console + bundled backend, as `npm start` runs them) on a fresh temporary
// data folder for the end-to-end tests. Builds what changed since the last build first (scripts/build-if-changed.mjs);
// E2E_REBUILD=0 skips that when a build exists.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.argv[2] ?? '8199';
const built = existsSync('console/dist/index.html') && existsSync('backend/dist/main.js');
if (!built || process.env.E2E_REBUILD !== '0') {
  const build = spawnSync('node', ['scripts/build-if-changed.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'cs-e2e-'));
const child = spawn('npm', ['start', '-w', 'backend'], {
  stdio: 'inherit',
  // Log lines go to stdout only (the data folder is thrown away after the run), warnings and errors unless
  // CS_LOG_LEVEL says otherwise.
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    CS_DATA_DIR: dataDir,
    CS_LOG_DIR: 'off',
    CS_LOG_LEVEL: process.env.CS_LOG_LEVEL ?? 'warn',
    // The device monitor sweeps every second instead of every minute (README "Settings"): the incident tests see a
    // timeout's incident within a second of it instead of within the next minute.
    CS_MONITOR_SWEEP_MS: process.env.CS_MONITOR_SWEEP_MS ?? '1000',
    // Passwords with scrypt's N = 2^14 instead of 2^17 (backend/src/auth/password.ts; only under NODE_ENV=test):
    // the same code path, an eighth of the work. At 2^17 a derivation takes a core for a third of a second and 128 MB;
    // three app clients logging in at once beside the other project's browser took over 5 s in CI.
    NODE_ENV: 'test',
    CS_TEST_SCRYPT_LOG2N: process.env.CS_TEST_SCRYPT_LOG2N ?? '14',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
