// Counts in the user's language (issue 38 item 15; COMMON standards: plurals with i18next plural keys): every text
// that shows a {{count}} is a plural key with a form for one and one for more, in all four languages, so '1 APPELS
// OUVERTS' cannot be written again. i18next picks the form by Intl.PluralRules from the count.
import { describe, expect, it } from 'vitest';
import { LOCALES, resources } from './i18n.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function* texts(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) yield* texts(value, path ? `${path}.${key}` : key);
}

describe.each(LOCALES)('counts in %s', (locale) => {
  const all = new Map(texts(resources[locale], ''));

  it('are shown by plural keys only', () => {
    const bare = [...all].filter(([key, text]) => text.includes('{{count}}') && !PLURAL.test(key));
    expect(bare.map(([key]) => key)).toEqual([]);
  });

  it('have a form for one and one for more', () => {
    const bases = new Set(
      [...all.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')),
    );
    const missing = [...bases].flatMap((base) =>
      ['one', 'other'].filter((form) => !all.has(`${base}_${form}`)).map((form) => `${base}_${form}`),
    );
    expect(missing).toEqual([]);
  });
});
