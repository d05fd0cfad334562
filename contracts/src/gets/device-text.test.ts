// Spec 02 §5 field rules: short device text at most 7, long at most 19 characters, no umlauts or special
// characters (docs/protocols.md §2.1 nodes).
import { describe, expect, it } from 'vitest';
import { DEVICE_TEXT_MAX, hasDeviceTextChars, spellOutUmlauts, toDeviceText } from './device-text.ts';

describe('device texts (spec 02 §5)', () => {
  it('accepts letters, digits, space, dot, hyphen and slash only', () => {
    expect(hasDeviceTextChars('Zi 12.3-a/b')).toBe(true);
    expect(hasDeviceTextChars('Büro')).toBe(false);
    expect(hasDeviceTextChars('Zi#1')).toBe(false);
    expect(hasDeviceTextChars('Zi_1')).toBe(false);
  });

  it('spells out umlauts and drops accents', () => {
    expect(spellOutUmlauts('Tür Größe ÄÖÜ')).toBe('Tuer Groesse AeOeUe');
    expect(spellOutUmlauts('Genève à côté')).toBe('Geneve a cote');
  });

  it('derives a text a device can show from any name, within the limit and without a trailing space', () => {
    expect(toDeviceText('Tür 1', DEVICE_TEXT_MAX.short)).toBe('Tuer 1');
    expect(toDeviceText('Zimmer #12 (Süd)', DEVICE_TEXT_MAX.long)).toBe('Zimmer 12 Sued');
    // Too long: abbreviated word by word, never cut in the middle of a word.
    expect(toDeviceText('Bad Zimmer 12 rechts', DEVICE_TEXT_MAX.long)).toBe('Bad Zi. 12 rechts');
    expect(toDeviceText('Türkontakt 1. Stock', DEVICE_TEXT_MAX.long)).toBe('Tuerk. 1. Stock');
    expect(toDeviceText('Rosengarten 1. Stock', DEVICE_TEXT_MAX.long)).toBe('Rosengarten 1. St.');
    expect(toDeviceText('Medaillon Eichenberger', DEVICE_TEXT_MAX.long)).toBe('Med. Eichenberger');
    expect(toDeviceText('Eichenberger', DEVICE_TEXT_MAX.short)).toBe('Eichen.');
    expect(toDeviceText('Haus A Stock', DEVICE_TEXT_MAX.short)).toBe('Haus A');
    for (const name of ['Büro Süd-Ost', 'Café Zürich', 'Pflegestation «Sonnenhof»'])
      for (const max of [DEVICE_TEXT_MAX.short, DEVICE_TEXT_MAX.long]) {
        const text = toDeviceText(name, max);
        expect(hasDeviceTextChars(text) && text.length <= max).toBe(true);
      }
  });
});
