// French typography (issue 38 item 15; COMMON standards): every French text puts a non-breaking space (U+202F or
// U+00A0) before ':' and writes apostrophes curly (’), as most of them already did; a line that breaks before a
// colon or a straight apostrophe beside a curly one reads as careless to a French nurse manager.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n, resources } from './i18n.ts';

function* strings(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) yield* strings(value, path ? `${path}.${key}` : key);
}

const all = [...strings(resources.fr, '')];

describe('French texts (fr)', () => {
  it('are many (the walk reaches every area)', () => {
    expect(all.length).toBeGreaterThan(1000);
  });

  it('write apostrophes curly', () => {
    const straight = all.filter(([, text]) => /\p{L}'\p{L}/u.test(text)).map(([path]) => path);
    expect(straight).toEqual([]);
  });

  it('put a non-breaking space before a colon that ends a label or introduces a text', () => {
    // a colon followed by a space or ending the text (not in 'http://' or '{{h}}:{{m}}')
    const bare = all.filter(([, text]) => /[^\u202f\u00a0]:(\s|$)/u.test(text)).map(([path]) => path);
    expect(bare).toEqual([]);
  });

  it('put a non-breaking space before a question or an exclamation mark', () => {
    // 'Réinitialiser la démo ?' (U+202F): an ordinary space lets the mark wrap alone onto the next line
    const bare = all.filter(([, text]) => /[^\u202f\u00a0][?!](\s|$)/u.test(text)).map(([path]) => path);
    expect(bare).toEqual([]);
  });
});

describe('a label with its colon (labelled.colon, labelled.text)', () => {
  it('is written as the language writes it', () => {
    expect(createI18n('fr').t('labelled.colon', { label: 'Statut' })).toBe('Statut\u202f:');
    expect(createI18n('de').t('labelled.text', { label: 'E-Mail', text: 'a@b.ch' })).toBe('E-Mail: a@b.ch');
  });

  it('is never glued on in a screen after a text ("{t(…)}:" left the French \'Statut:\' on /sync)', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const glued = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .filter((file) => /\{t\([^{}]*\)\}:/u.test(readFileSync(path.join(root, file), 'utf8')));
    expect(glued).toEqual([]);
  });
});
