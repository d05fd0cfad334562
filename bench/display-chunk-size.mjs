// The display route's JavaScript, gzip (ARCHITECTURE §11 budget: under 200 kB). Reads console/dist after
// `npm run build`; follows static imports from the entry (index.html) and from the lazy display chunk.
// Run: node bench/display-chunk-size.mjs
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.join(path.dirname(new URL(import.meta.url).pathname), '../console/dist');
const assets = path.join(dist, 'assets');
const BUDGET_KB = 200;

const gz = (file) => gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

/** Static imports of a built chunk (`import ... from "./x.js"` and bare `import "./x.js"`), recursively. */
function graph(...starts) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(assets, file), 'utf8');
    for (const m of code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([\w.-]+\.js)["']/g))
      visit(m[1]);
  };
  starts.forEach(visit);
  return seen;
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
// Every module script of index.html is part of the shell (the build may put rolldown's runtime first).
const entries = [...html.matchAll(/src="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]);
if (!entries.length)
  throw new Error('no entry script in console/dist/index.html: run `npm run build -w console` first');
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
const displayChunk = files.find((f) => f.startsWith('display-screen-'));
if (!displayChunk) throw new Error('no display-screen chunk: is the display route lazy-loaded?');

const shell = graph(...entries);
const display = graph(displayChunk);
const onlyDisplay = [...display].filter((f) => !shell.has(f));
const sum = (list) => list.reduce((n, f) => n + gz(f), 0);

// The header (navigation, search, system selector) loads beside a display that is not fullscreen, after the page
// rendered (main-layout.tsx); a fullscreen wall screen never loads it. Shown, not counted against the budget.
const headerChunk = files.find((f) => /^header-[\w-]+\.js$/.test(f));
const header = headerChunk ? [...graph(headerChunk)].filter((f) => !shell.has(f) && !display.has(f)) : [];

const rows = [
  ['display chunk only (lazy, display-screen + its own imports)', sum(onlyDisplay)],
  ['shell (entry + static imports, shared by every route)', sum([...shell])],
  ['total JS to open /display', sum([...new Set([...shell, ...display])])],
];
console.log('display route JavaScript, gzip -9 (budget: total under 200 kB)');
for (const [label, bytes] of rows) console.log(`${kb(bytes)} kB  ${label}`);
console.log(
  `${kb(sum(header))} kB  + header when not fullscreen (loads after the calls show; not in the total)`,
);
console.log(`chunks only the display loads: ${onlyDisplay.join(', ')}`);
console.log(`shell chunks: ${[...shell].join(', ')}`);
const total = rows[2][1] / 1024;
if (total >= BUDGET_KB) {
  console.error(
    `OVER BUDGET: ${total.toFixed(1)} kB >= ${BUDGET_KB} kB (the shared shell alone is ${(rows[1][1] / 1024).toFixed(1)} kB)`,
  );
  process.exit(1);
}
