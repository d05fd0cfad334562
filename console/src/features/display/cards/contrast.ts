// Text on a filled card is chosen for contrast (WCAG 2.2 relative luminance and contrast ratio, AA 4.5:1),
// computed from the call type's colour rather than always white (white on the bath-call orange was
// 2.7:1). The formula is a few lines of the standard; a colour library would cost the display's bundle budget.
export const DARK_INK = '#000000';
export const LIGHT_INK = '#ffffff';

/** #rgb or #rrggbb to [r, g, b] in 0..255; null when it is not a hex colour. */
export function parseHex(color: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

export function relativeLuminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(parseHex(a) ?? [0, 0, 0]);
  const lb = relativeLuminance(parseHex(b) ?? [0, 0, 0]);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The ink (black or white) with the higher contrast on this fill; one of them always reaches 4.58:1 (the worst fill sits where both are equal). */
export function inkOn(fill: string): string {
  return contrastRatio(fill, DARK_INK) >= contrastRatio(fill, LIGHT_INK) ? DARK_INK : LIGHT_INK;
}
