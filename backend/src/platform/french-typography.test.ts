// French typography in the server's messages (issue 38 item 15, as console/src/platform/i18n/french-typography.test.ts
// for the console): a narrow no-break space before ':' and curly apostrophes in every French message, refusal and
// mail text, so a French user reads one typography from the console and from the server.
import { describe, expect, it } from 'vitest';
import { catalogues } from './messages.ts';

const all = Object.entries(catalogues.fr);

describe('French server messages (fr)', () => {
  it('are many (the walk reaches every catalogue)', () => {
    expect(all.length).toBeGreaterThan(200);
  });

  it('write apostrophes curly', () => {
    expect(all.filter(([, text]) => /\p{L}'\p{L}/u.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('put a non-breaking space before a colon that ends a label or introduces a text', () => {
    expect(all.filter(([, text]) => /[^\u202f\u00a0]:(\s|$)/u.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('put a non-breaking space before a question or an exclamation mark', () => {
    expect(all.filter(([, text]) => /[^\u202f\u00a0][?!](\s|$)/u.test(text)).map(([key]) => key)).toEqual([]);
  });
});
