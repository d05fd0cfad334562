// Pages with their code announced in their HTML (issue 11 cold start). The shell asks for a
// route's chunks only once it has arrived, compiled and run (measured on /display: the display's code was requested
// 180 ms after the shell arrived, 380 ms after navigation). For the pages below the build writes a copy of
// index.html, pages/<first path segment>.html, whose head lists the page's chunks and styles as modulepreload and
// stylesheet links: the browser fetches them beside the shell. The backend serves that copy for the page's paths
// (backend/src/http/static-console.ts); every other path gets index.html as before.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

interface Page {
  /** the first segment of the page's paths: /display, /display/ward-1, ... */
  segment: string;
  /** the modules the route imports lazily, as the route table and the screen load them */
  entries: RegExp[];
}

// Measured (bench/display-cold-start.ts, 1x, 11 cold loads, interleaved): cards at 812/815 ms against 937/903 ms
// without. The tree announces only its early start and its page (a few kB, features/tree/tree-early.ts): with its
// screen's 33 chunks too the first row came no earlier (1,197 against 1,177 ms, bench/tree-browser.ts).
export const PAGES: readonly Page[] = [
  { segment: 'display', entries: [/\/features\/display\/display-screen\.tsx$/] },
  { segment: 'tree', entries: [/\/features\/tree\/tree-early\.ts$/, /\/features\/tree\/tree-page\.tsx$/] },
];

interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The scripts index.html loads itself (the shell): `base` + file name in each script's src. */
export function initialScripts(html: string, base: string): string[] {
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => (m[1] as string).slice(base.length));
}

/**
 * The files a page needs beyond the shell (`initial`, the scripts index.html loads): its entries' chunks, their
 * static imports, and their styles.
 */
export function pageFiles(
  bundle: Readonly<Record<string, ChunkInfo>>,
  page: Page,
  initial: readonly string[],
) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const shell = new Set<string>();
  const addShell = (file: string) => {
    if (shell.has(file)) return;
    shell.add(file);
    for (const i of bundle[file]?.imports ?? []) addShell(i);
  };
  for (const file of initial) addShell(file);
  const scripts = new Set<string>();
  const add = (file: string) => {
    if (shell.has(file) || scripts.has(file)) return;
    scripts.add(file);
    for (const i of bundle[file]?.imports ?? []) add(i);
  };
  for (const entry of page.entries) {
    const chunk = chunks.find((c) => c.facadeModuleId && entry.test(c.facadeModuleId.replaceAll('\\', '/')));
    if (!chunk) throw new Error(`page ${page.segment}: no chunk for ${entry}`);
    add(chunk.fileName);
  }
  const styles = [...scripts].flatMap((f) => [...(bundle[f]?.viteMetadata?.importedCss ?? [])]);
  return { scripts: [...scripts], styles: [...new Set(styles)] };
}

export function pagePreloads(): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'cs:page-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    writeBundle(_options, bundle) {
      const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      mkdirSync(path.join(outDir, 'pages'), { recursive: true });
      for (const page of PAGES) {
        const { scripts, styles } = pageFiles(bundle, page, initialScripts(index, base));
        const links = [
          ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`),
          ...styles.map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`),
        ].join('\n    ');
        const html = index.replace('</head>', `  ${links}\n  </head>`);
        writeFileSync(path.join(outDir, 'pages', `${page.segment}.html`), html);
      }
    },
  };
}
