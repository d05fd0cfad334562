// Spec 01 §2 /display/:slug? (profile slugs) and spec 02 §5 (text-normalising input).
import { describe, expect, it } from 'vitest';
import { normaliseText, slugify, uniqueSlug } from './text.ts';

describe('display profile slugs (spec 01 §2)', () => {
  it.each([
    ['Stationszimmer', 'stationszimmer'],
    ['Büro Süd', 'buero-sued'],
    ['ÄÖÜ ß', 'aeoeue-ss'],
    ['Genève — Étage 2', 'geneve-etage-2'],
    ['  --  ', 'profil'],
  ])('%s -> %s', (name, slug) => expect(slugify(name)).toBe(slug));

  it('appends -2, -3 ... to a slug another profile has', () => {
    expect(uniqueSlug('Flur', new Set())).toBe('flur');
    expect(uniqueSlug('Flur', new Set(['flur', 'flur-2']))).toBe('flur-3');
  });
});

describe('text-normalising input (spec 02 §5)', () => {
  it('keeps space, dot, backslash, letters and digits, upper-cased', () => {
    expect(normaliseText('zi. 12/b-ä\\x')).toBe('ZI. 12B\\X');
    expect(normaliseText('ok')).toBe('OK');
    expect(normaliseText('#!?')).toBe('');
  });
});
