// Legible urgency: text on a filled card gets the ink with WCAG AA contrast (4.5:1) on its call type's
// colour; white on the bath-call orange was 2.7:1.
import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_INK, inkOn, LIGHT_INK, parseHex } from './contrast.ts';

describe('card text contrast (WCAG 2.2)', () => {
  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(parseHex('#abc')).toEqual([0xaa, 0xbb, 0xcc]);
    expect(parseHex('orange')).toBeNull();
  });

  it.each([
    ['#f57c00', 'bath call orange', DARK_INK],
    ['#e64a19', 'medallion red-orange', DARK_INK],
    ['#d32f2f', 'emergency red', LIGHT_INK],
    ['#1976d2', 'technical alarm blue', LIGHT_INK],
    ['#fbc02d', 'call yellow', DARK_INK],
  ])('%s (%s) takes %s', (fill, _name, ink) => {
    expect(inkOn(fill)).toBe(ink);
    expect(contrastRatio(fill, inkOn(fill))).toBeGreaterThanOrEqual(4.5);
  });

  it('reaches 4.5:1 on every colour', () => {
    for (let r = 0; r < 256; r += 15)
      for (let g = 0; g < 256; g += 15)
        for (let b = 0; b < 256; b += 15) {
          const fill = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
          expect(contrastRatio(fill, inkOn(fill)), fill).toBeGreaterThanOrEqual(4.5);
        }
  });
});
