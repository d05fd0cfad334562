/**
 * Hands out node ids in creation order, skipping ids reserved for the demo devices
 * (spec 02 §7 polls 23, 24 and 10), so those keep their ids whatever else is generated.
 */
export function createIdAllocator(reserved: Iterable<number> = []) {
  const taken = new Set(reserved);
  let next = 1;
  return {
    next(): number {
      while (taken.has(next)) next++;
      taken.add(next);
      return next++;
    },
  };
}

const UMLAUTS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  é: 'e',
  è: 'e',
  à: 'a',
};

/**
 * A device text within the spec's limits (spec 02 §5/§9: short 7, long 19 characters, no umlauts or special
 * characters): umlauts transliterated, other characters outside letters, digits, space . - / dropped, trimmed.
 */
export function fit(text: string, max: number): string {
  const plain = text.replace(/[äöüÄÖÜßéèà]/g, (c) => UMLAUTS[c] ?? '').replace(/[^A-Za-z0-9 .\-/]/g, '');
  return plain.length <= max ? plain : plain.slice(0, max).trimEnd();
}
