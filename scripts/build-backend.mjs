// Bundles the backend for production (`npm start` runs it with node, not tsx): main.ts with our own packages
// (backend, contracts, rules, twin, scenarios) into backend/dist/main.js; npm packages stay external and load
// from node_modules. Files read at run time next to their module (the GraphQL SDL in backend/src/modules, the
// scenario library, console/dist) are found as in the sources: each module's import.meta.url is rewritten to
// its source file, relative to the bundle, so the checkout may move.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BACKEND_OUT = path.join(root, 'backend', 'dist', 'main.js');
const outDir = path.dirname(BACKEND_OUT);

/** Bare imports other than our workspace packages are npm packages: left to node at run time. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@cs/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** import.meta.url of each of our modules: its source file's URL, found from the bundle's own. */
const sourceMetaUrl = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const relative = path.relative(outDir, args.path).split(path.sep).join('/');
      return {
        contents: text.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

export async function buildBackend() {
  const result = await build({
    entryPoints: [path.join(root, 'main.ts')],
    outfile: BACKEND_OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Stack traces in the logs name the source lines (the map stays on the server; it is never served).
    sourcemap: 'linked',
    // The scenario library is loaded by name at run time (scenarios/index.ts: import(`./library/${name}.ts`)).
    logLevel: 'warning',
    plugins: [npmPackagesExternal, sourceMetaUrl],
    banner: { js: '// Built by scripts/build-backend.mjs from main.ts; do not edit.' },
  });
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildBackend();
  console.log(`backend bundled to ${path.relative(root, BACKEND_OUT)} in ${Date.now() - started} ms`);
}
