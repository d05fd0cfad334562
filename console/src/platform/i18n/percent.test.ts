// The '%' never wraps alone (issue 38 item 14: 'Abschluss 90 %' broke before the '%' in a table header): every
// percentage in every language is written as Intl writes it for that language (rules/numbers.ts formatPercent):
// a no-break space in German, a narrow no-break space in French, none in English and Italian. Interpolated
// percentages go through i18next's 'percent' format; the few literal ones ('Abschluss 90 %') must read the same.
import { formatPercent } from '@cs/rules/numbers';
import { describe, expect, it } from 'vitest';
import { createI18n, LOCALES, resources } from './i18n.ts';

function* texts(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) yield* texts(value, path ? `${path}.${key}` : key);
}

describe.each(LOCALES)('percentages in %s', (locale) => {
  const all = [...texts(resources[locale], '')];

  it('are written as Intl writes them for the language', () => {
    const wrong = all.flatMap(([key, text]) =>
      [...text.matchAll(/(\d+)\s?%/gu)]
        .filter((m) => m[0] !== formatPercent(Number(m[1]), locale))
        .map((m) => `${key}: ${m[0]}`),
    );
    expect(wrong).toEqual([]);
  });

  it('interpolate a value through the percent format, never as "{{value}} %"', () => {
    expect(all.filter(([, text]) => /\}\}\s?%/u.test(text)).map(([key]) => key)).toEqual([]);
  });
});

describe('the percent format', () => {
  it.each([
    ['de', '40\u00a0%', 'Abschluss 90\u00a0%'],
    ['fr', '40\u202f%', 'Clôture 90\u202f%'],
    ['en', '40%', 'Close 90%'],
    ['it', '40%', 'Chiusura 90%'],
  ] as const)('%s: a commit at 40 and the column of the 90th percentile', (locale, progress, column) => {
    const i18n = createI18n(locale);
    expect(i18n.t('sync.progressPercent', { percent: 40 })).toBe(progress);
    expect(i18n.t('analytics.columns.p90')).toBe(column);
  });
});
