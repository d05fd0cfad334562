// The wall display's server renderer (ARCHITECTURE §12a): `vite build --config vite.ssr.config.ts` bundles
// src/app/ssr/render-display.tsx for Node into dist-ssr/ (beside dist/, which is served: this is not). Everything
// is bundled, npm packages too: left to node_modules, React would run its development build wherever NODE_ENV is not
// 'production' (npm start sets none), several times slower; bundled, the build's define makes it React's production
// build, one instance for every package that imports it. The same components, documents and CSS modules as the
// browser's build, so the HTML it renders is what the browser hydrates.
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compactDocumentsPlugin } from './vite-compact-documents.ts';
import { inlineScripts } from './vite-inline-script.ts';

export const SSR_OUT_DIR = 'dist-ssr';

// What the display's server render loads lazily: the display's own parts and the texts of the four languages. Every
// other lazily loaded module (the console's other screens, the header, dialogs) is never rendered on the server: it
// becomes a module that fails to load, and the build does not bundle the console three times over (an SSR build of
// every screen took 30 s more on these machines).
const RENDERED_LAZILY = /[\\/](features[\\/]display[\\/]|platform[\\/]i18n[\\/])/;
const NOT_RENDERED = '\0cs:not-rendered-on-the-server';

function onlyTheDisplay(): Plugin {
  return {
    name: 'cs:ssr-only-the-display',
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== 'string' || !importer) return null;
      const resolved = await this.resolve(specifier, importer);
      return resolved && RENDERED_LAZILY.test(resolved.id) ? null : NOT_RENDERED;
    },
    load: (id) =>
      id === NOT_RENDERED ? 'throw new Error("not part of the display\'s server render");' : null,
  };
}

export default defineConfig({
  plugins: [react(), compactDocumentsPlugin(), inlineScripts(), onlyTheDisplay()],
  ssr: { noExternal: true },
  // an SSR build leaves process.env.NODE_ENV to the run time: React's production build, always
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/app/ssr/render-display.tsx',
    outDir: SSR_OUT_DIR,
    emptyOutDir: true,
    // Stack traces in the backend's log name the source lines (npm start runs with --enable-source-maps).
    sourcemap: true,
  },
});
