import { defaultClientConditions, defineConfig } from 'vite';
import { constants as zlibConstants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { compactDocumentsPlugin } from './vite-compact-documents.ts';
import { pagePreloads } from './vite-page-preloads.ts';
import { inlineScripts } from './vite-inline-script.ts';

// crud/documents.ts looks documents up by name (`import * as generated`), which keeps every export of
// generated/graphql.ts; as one module shared with the shell, all ~100 documents would load with every
// route. In the build, the admin machinery gets its own instance of the module, and so do the lazy features
// (demo, set password, call log, home) and the display's lazy parts (settings drawer, close-call dialog): the shell's instance
// holds only the documents the shell and the display's first screen import (ARCHITECTURE §11 display budget).
const OWN_DOCUMENT_INSTANCES: ReadonlyArray<[importer: RegExp, instance: string]> = [
  [/\/crud\/documents\.ts$/, 'admin-documents'],
  // the admin machinery's own widgets (an app client's unpairing)
  [/\/crud\/widgets\/[^/]+\.tsx?$/, 'admin-documents'],
  [/\/platform\/call-filters\/[^/]+\.tsx?$/, 'feature-documents'],
  [/\/features\/display\/(drawer|close-call)\/[^/]+\.tsx?$/, 'display-lazy-documents'],
  // their subfolders too (call-log/export): a file there on the shell's instance would pull its documents into the shell
  [
    /\/features\/(analytics|incidents|notifications|demo|set-password|call-log|home|tree|sync|shell|app-management|defects)\/(?:[^/]+\/)*[^/]+\.tsx?$/,
    'feature-documents',
  ],
];
function lazyDocumentInstances(): Plugin {
  return {
    name: 'cs:lazy-document-instances',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !source.endsWith('/generated/graphql.ts')) return null;
      const instance = OWN_DOCUMENT_INSTANCES.find(([pattern]) => pattern.test(importer))?.[1];
      if (!instance) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${resolved.id}?${instance}` : null;
    },
  };
}

// The display's first screen (its chunk) and, kept out of it, its lazy parts (trainer mode's scenario stage among them), the call form, and its early start
// (lazy.tsx with the feed it starts: part of the shell, see feed/early-feed.ts).
const DISPLAY_FIRST_SCREEN =
  /[\\/](features[\\/]display|rules[\\/]src[\\/]display)[\\/]|[\\/]transport[\\/]use-on-reconnect\.ts$|[\\/]Icon(Bell|BellOff|Maximize|Settings|PlugConnectedX)\.mjs$/;
// Display rules other screens use too (the mobile overview orders its open calls by the same rule): outside the
// display's chunk, so those screens do not load it.
const SHARED_RULES = /[\\/]rules[\\/]src[\\/]display[\\/](order|types)\.ts$/;
const SCHEDULE_RULE = /[\\/]rules[\\/]src[\\/]schedule\.ts$/;
const DISPLAY_LAZY_PARTS =
  /[\\/](drawer|close-call)[\\/]|display-call-form|video-frame|scenario-stage|lazy\.tsx$|[\\/]display[\\/](feed[\\/](early-feed|display-feed|system-feed|feed-store)|url-system|profile[\\/]remembered-profile)\.ts$/;

// The chunks whose imports the shell preloads with them: the display and its lazy parts (a nurse's close-call
// dialog must not wait for a second round trip), the main layout, and the shell's own lazy pieces.
const PRELOADED =
  /(^|\/)(display-|close-call-|settings-drawer-|video-frame-|scenario-stage-|main-layout-|shell-actors-|mantine-modal-|mantine-tooltip-|storage-failed-)/;

const SHARED_WITH_LAYOUT =
  /[\\/]@mantine[\\/]core[\\/].*[\\/](CloseButton|Alert|use-id|ActionIcon|Group|UnstyledButton|Transition)[\\/]|createReactComponent|[\\/]ui[\\/]lazy-tooltip\.tsx$|[\\/]platform[\\/]page[\\/](fullscreen|page-title)\.ts$/;

const MANTINE_LAZY = /[\\/]node_modules[\\/](@mantine[\\/]core|@floating-ui|@tabler[\\/]icons-react)[\\/]/;

// In development the console runs on Vite and the backend on 8080: proxy the backend path and the
// live connection so cookies and the WebSocket stay same-origin (spec 01 §7 transport).
const backend = process.env.CS_BACKEND_URL ?? 'http://localhost:8080';

export default defineConfig({
  // Every script and stylesheet also as .br and .gz: the backend serves them as they are (express-static-gzip),
  // a wall screen on the home's Wi-Fi loads about a third of the bytes on its cold start (issue 11).
  plugins: [
    react(),
    lazyDocumentInstances(),
    compactDocumentsPlugin(),
    pagePreloads(),
    // the server-rendered display's inline script (src/app/ssr/first-paint.ts), for the tests that render it
    inlineScripts(),
    // Brotli at quality 7: 1 s for the whole build where 11 took 19 s, for 8 % more bytes.
    compression({
      include: /\.(js|css|svg|json)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 7 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  // rxjs (under Apollo) ships an ES2015 build besides its default ES5 one: native classes and no tslib
  // helpers, about 3 kB gzip less on every route (ARCHITECTURE §11).
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
  server: {
    proxy: {
      '/backend': { target: backend, changeOrigin: false },
      '/ws': { target: backend, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    // No source maps in the build: served next to the bundle they would publish the sources to anyone
    // (the static server refuses .map files as well, backend/src/http/static-console.ts).
    sourcemap: false,
    // index.html has no <link rel="modulepreload"> to polyfill (one shell chunk), and the preloads of lazy
    // chunks fall back to rel="preload" by themselves where modulepreload is missing: the polyfill is dead
    // weight in the shell.
    modulePreload: {
      polyfill: false,
      // Only the display's lazy chunks and the main layout keep a preload list in the shell. Every other screen's
      // chunk loads its own imports when it runs (a short waterfall on an office screen, about one round trip)
      // instead of a list that every route, the display's included, would carry (ARCHITECTURE §11 budget).
      resolveDependencies: (filename, deps) => (PRELOADED.test(filename) ? deps : []),
    },
    // Everything the entry loads statically goes into one chunk: many small shared chunks compress worse
    // and cost requests on the display's weak machines (ARCHITECTURE §11).
    // The display's first screen is one chunk too, without its lazy parts (drawer, close-call dialog, video
    // frame) and the call form: split into the pieces it shares with them, it compressed about 1.5 kB worse.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            // What the display's first screen shares with the lazy main layout goes into one chunk: left to
            // the automatic splitting, it became six tiny chunks that compress about 0.7 kB worse.
            { name: 'display-layout-shared', test: (id: string) => SHARED_WITH_LAYOUT.test(id) },
            // The display's rules other screens use too (call order, the schedule's current slot) in one chunk: as
            // two chunks of 400 bytes each they cost a request and about 0.1 kB gzip more on the display's route.
            { name: 'display-rules', test: (id: string) => SHARED_RULES.test(id) || SCHEDULE_RULE.test(id) },
            {
              name: 'display-screen',
              test: (id: string) =>
                DISPLAY_FIRST_SCREEN.test(id) && !DISPLAY_LAZY_PARTS.test(id) && !SHARED_RULES.test(id),
              includeDependenciesRecursively: false,
            },
            // The Mantine components (with Floating UI and the icons) that many lazy screens share, in one chunk: split
            // by which screens import them, a cold /tree loaded 50 scripts before its first row, and each cost the
            // main thread a request, a compile and a link. One chunk: 25 scripts, the first row about 130 ms sooner
            // (bench/tree-browser.ts, docs/performance.md). Shared by fewer than six, a component stays with its
            // screens: the phone client and the display's dialogs load little more than before.
            { name: 'mantine-lazy', test: MANTINE_LAZY, minShareCount: 6 },
          ],
        },
      },
    },
  },
});
