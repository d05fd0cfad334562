// The build's shorter documents (vite-compact-documents.ts) are the same syntax trees codegen wrote.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactDocuments } from './vite-compact-documents.ts';

/** Evaluates the documents of a module text (the generated module's `export const XDocument = {...} as ...`). */
function documentsOf(code: string): Record<string, unknown> {
  const helpers = code.startsWith('const __name') ? code.split('\n').slice(0, 2).join('\n') : '';
  const js = helpers.replaceAll(': string', '');
  const docs: Record<string, unknown> = {};
  for (const m of code.matchAll(/^export const (\w+Document) = (.*) as unknown as DocumentNode<.*>;$/gm))
    docs[m[1] as string] = new Function(`${js}\nreturn ${m[2]};`)();
  return docs;
}

describe('compact documents in the build', () => {
  it('writes leaf fields and names as helper calls', () => {
    const code =
      'export const ADocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"A"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","alias":{"kind":"Name","value":"b"},"name":{"kind":"Name","value":"c"}}]}}]} as unknown as DocumentNode<A, B>;';
    const compact = compactDocuments(code);
    expect(compact).toContain('/*#__PURE__*/ __field("id")');
    expect(compact).toContain('"alias":/*#__PURE__*/ __name("b"),"name":/*#__PURE__*/ __name("c")');
    expect(documentsOf(compact)).toEqual(documentsOf(code));
  });

  it('leaves every document of the generated module as it was', () => {
    const code = readFileSync(path.join(import.meta.dirname, 'src/generated/graphql.ts'), 'utf8');
    const before = documentsOf(code);
    expect(Object.keys(before).length).toBeGreaterThan(100);
    const compact = compactDocuments(code);
    expect(compact.match(/__field\(/g)?.length).toBeGreaterThan(500);
    expect(documentsOf(compact)).toEqual(before);
  });

  it('leaves a module without documents alone', () => {
    expect(compactDocuments('export const x = 1;')).toBe('export const x = 1;');
  });
});
