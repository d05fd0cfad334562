// A production build of the real console with React's profiling renderer (react-dom/client aliased to
// react-dom/profiling), so fiber render durations exist in production mode. Written to a temporary folder,
// never to console/dist. Everything else is the console's own Vite config (plugins, CSS, chunking).
import path from 'node:path';
import { build, mergeConfig, type UserConfig } from 'vite';
import consoleConfig from '../../console/vite.config.ts';

export async function buildProfilingConsole(outDir: string): Promise<void> {
  const root = path.resolve('console');
  const config = mergeConfig(consoleConfig as UserConfig, {
    root,
    logLevel: 'warn',
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
    build: { outDir, emptyOutDir: true, sourcemap: false },
  } satisfies UserConfig);
  await build({ ...config, configFile: false });
}
