// `npm start`'s build step: builds the console (vite: the browser's build and the display's server renderer, both in
// `npm run build -w console`) and bundles the backend (scripts/build-backend.mjs) only when their sources changed
// since the last build. A build leaves a stamp (a SHA-256 of its input files' paths
// and contents, tests left out) next to its output; a matching stamp means the output is current.
// `--force` builds both regardless.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKEND_OUT, buildBackend } from './build-backend.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', '.cache']);
const TEST_FILE = /\.(test|spec|stories)\.[cm]?[jt]sx?$/;

function files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((d) => {
    if (d.isDirectory()) return SKIP_DIRS.has(d.name) ? [] : files(path.join(entry, d.name));
    return TEST_FILE.test(d.name) ? [] : [path.join(entry, d.name)];
  });
}

/** The inputs' fingerprint: every file's path and content, in a stable order. */
export function fingerprint(entries) {
  const hash = createHash('sha256');
  for (const file of entries.flatMap(files).sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

// What both builds read besides their own folders: the shared packages, the versions installed, the compiler settings.
const SHARED = ['contracts/src', 'rules/src', 'package.json', 'package-lock.json', 'tsconfig.base.json'];
const targets = [
  {
    name: 'console',
    inputs: ['console', ...SHARED],
    output: path.join(root, 'console', 'dist', 'index.html'),
    // the display's server renderer (console/vite.ssr.config.ts): a build without it is not current
    also: [path.join(root, 'console', 'dist-ssr', 'render-display.js')],
    build: () => {
      const r = spawnSync('npm', ['run', 'build', '-w', 'console'], { cwd: root, stdio: 'inherit' });
      if (r.status !== 0) throw new Error('console build failed');
    },
  },
  {
    name: 'backend',
    inputs: ['backend/src', 'twin/src', 'scenarios', 'main.ts', 'scripts/build-backend.mjs', ...SHARED],
    output: BACKEND_OUT,
    build: buildBackend,
  },
];

const force = process.argv.includes('--force');
for (const target of targets) {
  const stamp = path.join(path.dirname(target.output), '.build-stamp');
  const current = fingerprint(target.inputs);
  const previous = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : null;
  const outputs = [target.output, ...(target.also ?? [])];
  if (!force && previous === current && outputs.every((file) => existsSync(file))) {
    console.log(`${target.name}: sources unchanged since the last build, not rebuilt`);
    continue;
  }
  const started = Date.now();
  await target.build();
  writeFileSync(stamp, `${current}\n`);
  console.log(`${target.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
