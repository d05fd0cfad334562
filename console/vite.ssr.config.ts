// The wall display's server renderer (ARCHITECTURE §12a): `vite build --config vite.ssr.config.ts` bundles
// src/app/ssr/render-display.tsx for Node into dist-ssr/ (beside dist/, which is served: this is not). npm packages
// stay external and load from node_modules; our own (the console, @cs/rules, @cs/contracts) are bundled. The same
// components, documents and CSS modules as the browser's build, so the HTML it renders is what the browser hydrates.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compactDocumentsPlugin } from './vite-compact-documents.ts';
import { inlineScripts } from './vite-inline-script.ts';

export const SSR_OUT_DIR = 'dist-ssr';

export default defineConfig({
  plugins: [react(), compactDocumentsPlugin(), inlineScripts()],
  build: {
    ssr: 'src/app/ssr/render-display.tsx',
    outDir: SSR_OUT_DIR,
    emptyOutDir: true,
    // Stack traces in the backend's log name the source lines (npm start runs with --enable-source-maps).
    sourcemap: true,
  },
});
