// The repository's import graph as TypeScript resolves it (workspace packages, `.ts` extensions, `import type`),
// and its cycles as strongly connected groups (Tarjan). Used by scripts/census.ts and scripts/check-cycles.ts.
import ts from 'typescript';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Edge {
  to: string;
  /** only types cross it: `import type`, `export type`, or every specifier marked `type` */
  typeOnly: boolean;
}

const options: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/**
 * The repository's TypeScript sources, committed or new (not ignored), but generated code, benchmarks and these
 * scripts.
 */
export function sourceFiles(root: string): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'],
    { cwd: root, encoding: 'utf8' },
  );
  return [...new Set(listed.split('\n'))].filter(
    (f) =>
      f &&
      existsSync(path.join(root, f)) &&
      !f.includes('/generated/') &&
      !f.startsWith('bench/') &&
      !f.startsWith('scripts/'),
  );
}

export function importGraph(root: string, files: readonly string[]): Map<string, Edge[]> {
  const known = new Set(files);
  const graph = new Map<string, Edge[]>();
  for (const file of files) {
    const abs = path.join(root, file);
    const sf = ts.createSourceFile(file, readFileSync(abs, 'utf8'), ts.ScriptTarget.Latest, false);
    const edges: Edge[] = [];
    for (const statement of sf.statements) {
      const spec = moduleOf(statement);
      if (!spec) continue;
      const resolved = ts.resolveModuleName(spec.name, abs, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const to = path.relative(root, resolved.resolvedFileName);
      if (known.has(to)) edges.push({ to, typeOnly: spec.typeOnly });
    }
    graph.set(file, edges);
  }
  return graph;
}

function moduleOf(statement: ts.Statement): { name: string; typeOnly: boolean } | null {
  if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
    const clause = statement.importClause;
    const named = clause?.namedBindings;
    const allTypes =
      !!clause &&
      !clause.name &&
      !!named &&
      ts.isNamedImports(named) &&
      named.elements.length > 0 &&
      named.elements.every((e) => e.isTypeOnly);
    return { name: statement.moduleSpecifier.text, typeOnly: !!clause?.isTypeOnly || allTypes };
  }
  if (
    ts.isExportDeclaration(statement) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
  )
    return { name: statement.moduleSpecifier.text, typeOnly: statement.isTypeOnly };
  return null;
}

/** Groups of files that import each other, directly or round about (Tarjan's strongly connected components). */
export function cyclesOf(graph: Map<string, Edge[]>, { withTypes }: { withTypes: boolean }): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const e of graph.get(v) ?? []) {
      if (e.typeOnly && !withTypes) continue;
      if (!indexOf.has(e.to)) {
        connect(e.to);
        low.set(v, Math.min(low.get(v)!, low.get(e.to)!));
      } else if (onStack.has(e.to)) low.set(v, Math.min(low.get(v)!, indexOf.get(e.to)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).some((e) => e.to === v)) groups.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) connect(v);
  return groups;
}
