// Scripts a page carries inline, for code that must run before the browser paints (the server-rendered display's
// first paint, src/app/ssr/first-paint.ts): `import code from './x.ts?inline-script'` is the module bundled on its own
// as one minified browser script, as text, its exports on the global `__csFirstPaint`. esbuild bundles it: it has
// to stand alone, outside the app's chunks.
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const QUERY = '?inline-script';

export function inlineScripts(): Plugin {
  return {
    name: 'cs:inline-script',
    enforce: 'pre',
    load: {
      // only these modules reach the hook (a filter the bundler applies without calling into JavaScript)
      filter: { id: /\?inline-script$/ },
      async handler(id) {
        const result = await build({
          entryPoints: [id.slice(0, -QUERY.length)],
          bundle: true,
          write: false,
          metafile: true,
          format: 'iife',
          globalName: '__csFirstPaint',
          minify: true,
          platform: 'browser',
          target: 'es2020',
          logLevel: 'warning',
        });
        for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(path.resolve(input));
        return `export default ${JSON.stringify(result.outputFiles[0]?.text.trim() ?? '')};`;
      },
    },
  };
}
