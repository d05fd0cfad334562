// The counts issue 34 asks for, before and after ("One home for shared facts"), measured the same way each time:
// import cycles (with and without type-only imports), functions over 100 lines, `as unknown as` and casts of wire
// data, clock leaks, restatements of the domain vocabulary. `npx tsx scripts/census.ts` prints a table;
// `--list` names every finding. Nothing in npm test depends on it; scripts/check-cycles.ts (npm run lint) gates the
// cycles.
import ts from 'typescript';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importGraph, cyclesOf, sourceFiles } from './lib/import-graph.ts';

const root = path.resolve(import.meta.dirname, '..');
const list = process.argv.includes('--list');
const files = sourceFiles(root);
const isTest = (f: string) => /\.(test|e2e|stories)\.tsx?$/.test(f) || /(^|\/)(test-support|test)\//.test(f);
const product = files.filter((f) => !isTest(f) && !f.startsWith('tests/') && !f.startsWith('stories/'));

/** The real clocks: the one place allowed to read the wall clock and set global timers (ARCHITECTURE §7). */
const REAL_CLOCKS = ['contracts/src/clock/real-clock.ts', 'console/src/platform/clock.ts'];

interface Finding {
  file: string;
  line: number;
  text: string;
}
const findings: Record<string, Finding[]> = {};
const add = (kind: string, file: string, line: number, text: string) =>
  (findings[kind] ??= []).push({ file, line, text: text.trim().slice(0, 100) });

for (const file of product) {
  const source = readFileSync(path.join(root, file), 'utf8');
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const lineOf = (node: ts.Node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const lines = lineOf(node.body) - lineOf(node);
      const end = sf.getLineAndCharacterOfPosition(node.end).line + 1;
      const length = end - lineOf(node) + 1 + lines * 0;
      if (length > 100) add('functions over 100 lines', file, lineOf(node), `${nameOf(node)} ${length}`);
    }
    if (ts.isAsExpression(node)) {
      const inner = node.expression;
      if (ts.isAsExpression(inner) && inner.type.kind === ts.SyntaxKind.UnknownKeyword)
        add('as unknown as', file, lineOf(node), node.getText(sf));
      if (isWireRead(inner, sf)) add('wire casts', file, lineOf(node), node.getText(sf));
    }
    if (isClockLeak(node, sf) && !REAL_CLOCKS.includes(file))
      add(
        file.startsWith('mocks/') ? 'clock leaks in mocks' : 'clock leaks',
        file,
        lineOf(node),
        node.getText(sf),
      );
    ts.forEachChild(node, visit);
  };
  visit(sf);
  source.split('\n').forEach((text, i) => {
    if (
      /['"]NORMAL['"][^\n]*['"]URGENT['"][^\n]*['"]EMERGENCY['"]/.test(text) &&
      !file.startsWith('contracts/')
    )
      add('urgency restated', file, i + 1, text);
  });
}

function nameOf(node: ts.Node): string {
  const named = node as { name?: ts.Node };
  if (named.name) return named.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  return '(anonymous)';
}

/** A value read from outside the process: JSON.parse(…), await response.json(), a request body. */
function isWireRead(node: ts.Expression, sf: ts.SourceFile): boolean {
  let e: ts.Expression = node;
  while (ts.isParenthesizedExpression(e) || ts.isAwaitExpression(e)) e = e.expression;
  if (ts.isCallExpression(e)) {
    const callee = e.expression.getText(sf);
    return callee === 'JSON.parse' || /\.json$/.test(callee);
  }
  return /^(req|request)\.body$/.test(e.getText(sf));
}

/** Time read or waited for past the injected clock: Date.now(), new Date() without arguments, global timers. */
function isClockLeak(node: ts.Node, sf: ts.SourceFile): boolean {
  if (ts.isNewExpression(node)) return node.expression.getText(sf) === 'Date' && !node.arguments?.length;
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression.getText(sf);
  if (callee === 'Date.now') return true;
  // an XState actor without the injected clock runs its delays on the wall clock
  if (/^(createActor|useMachine|useActorRef)$/.test(callee)) {
    const opts = node.arguments[1];
    return (
      !opts ||
      !(ts.isObjectLiteralExpression(opts) && opts.properties.some((p) => p.name?.getText(sf) === 'clock'))
    );
  }
  return /^(window\.|globalThis\.)?(setTimeout|setInterval)$/.test(callee);
}

const graph = importGraph(root, files);
const typeCycles = cyclesOf(graph, { withTypes: true });
const runtimeCycles = cyclesOf(graph, { withTypes: false });
// XState's SimulatedClock fires only the timers set before a jump: wrong for timers that set timers
// (contracts/src/clock/simulated-clock.ts). Tests import the contracts' clock instead.
const simulated = files.filter(
  (f) =>
    f.startsWith('console/') &&
    isTest(f) &&
    /import\s*\{[^}]*\bSimulatedClock\b[^}]*\}\s*from\s*'xstate'/.test(
      readFileSync(path.join(root, f), 'utf8'),
    ),
);

const rows: [string, number][] = [
  ['import cycles, type imports included (strongly connected groups)', typeCycles.length],
  ['files in those cycles', typeCycles.flat().length],
  ['import cycles at runtime', runtimeCycles.length],
  ...Object.entries(findings).map(([k, v]) => [k, v.length] as [string, number]),
  ["console tests on XState's SimulatedClock", simulated.length],
];
const width = Math.max(...rows.map(([k]) => k.length));
console.log(`| ${'measure'.padEnd(width)} | count |\n| ${'-'.repeat(width)} | ----- |`);
for (const [k, v] of rows) console.log(`| ${k.padEnd(width)} | ${String(v).padStart(5)} |`);
if (list) {
  for (const [kind, items] of Object.entries(findings)) {
    console.log(`\n## ${kind}`);
    for (const f of items) console.log(`${f.file}:${f.line}  ${f.text}`);
  }
  console.log('\n## cycles (type imports included)');
  for (const c of typeCycles) console.log(c.join(' -> '));
  console.log('\n## cycles at runtime');
  for (const c of runtimeCycles) console.log(c.join(' -> '));
  console.log('\n## console tests on SimulatedClock');
  for (const f of simulated) console.log(f);
}
