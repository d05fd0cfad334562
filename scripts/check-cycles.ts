// npm run lint's cycle check (issue 34, ARCHITECTURE §2): no file may join an import cycle, type imports included,
// so a module can be read, tested and replaced without the rest of its group. The groups main still had when the
// check came are listed in scripts/known-cycles.json; each may only shrink: a new group, or a file joining a
// listed one, fails. A listed file that left its cycle fails too, until `node scripts/check-cycles.ts --update`
// takes it off the list (that only removes). `npx tsx scripts/census.ts --list` names the groups.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cyclesOf, importGraph, sourceFiles } from './lib/import-graph.ts';

const root = path.resolve(import.meta.dirname, '..');
const listed = path.join(root, 'scripts/known-cycles.json');
const known: string[][] = JSON.parse(readFileSync(listed, 'utf8'));
const cycles = cyclesOf(importGraph(root, sourceFiles(root)), { withTypes: true });

const problems: string[] = [];
for (const group of cycles) {
  const home = known.find((k) => group.some((f) => k.includes(f)));
  const joined = group.filter((f) => !home?.includes(f));
  if (!home) problems.push(`a new import cycle:\n  ${group.join('\n  ')}`);
  else if (joined.length)
    problems.push(`joined a known cycle (with ${home[0]}, …):\n  ${joined.join('\n  ')}`);
}
// Two listed groups merged into one found group count as a new cycle between them.
for (const group of cycles) {
  const homes = known.filter((k) => group.some((f) => k.includes(f)));
  if (homes.length > 1)
    problems.push(`known cycles joined into one:\n  ${homes.map((h) => h[0]).join('\n  ')}`);
}
const inCycle = new Set(cycles.flat());
const left = known.map((k) => k.filter((f) => !inCycle.has(f)));
if (process.argv.includes('--update')) {
  const kept = known.map((k) => k.filter((f) => inCycle.has(f))).filter((k) => k.length > 1);
  writeFileSync(listed, `${JSON.stringify(kept, null, 2)}\n`);
} else if (left.some((l) => l.length))
  problems.push(
    `no longer in a cycle, take them off scripts/known-cycles.json (node scripts/check-cycles.ts --update):\n  ${left.flat().join('\n  ')}`,
  );

if (problems.length) {
  console.error(
    `Import cycles (type imports included): ${problems.join('\n')}\n` +
      'Break the cycle: move the shared type or value into a leaf module both import (ARCHITECTURE §2).',
  );
  process.exit(1);
}
console.log(`import cycles: ${cycles.length} known groups (${inCycle.size} files), none new`);
