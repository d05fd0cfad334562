// Text rules of the console's inputs and derived names: display profile slugs (spec 01 §2 /display/:slug?)
// and the text-normalising input (spec 02 §5).

const TRANSLITERATION: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
};

/** German umlauts and ß spelled out (Zürich -> Zuerich), other accents dropped (Genève -> Geneve). */
function transliterate(text: string): string {
  return text
    .replace(/[äöüßÄÖÜ]/g, (c) => TRANSLITERATION[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** A display profile's slug: derived from the name, URL-safe, lower case ('profil' when nothing is left). */
export function slugify(name: string): string {
  const base = transliterate(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base || 'profil';
}

/** The name's slug, or with -2, -3 ... appended when another profile already has it. */
export function uniqueSlug(name: string, taken: ReadonlySet<string>): string {
  const base = slugify(name);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Spec 02 §5: a text-normalising input, on blur, strips all but space, dot, backslash, letters and digits, and uppercases. */
export const normaliseText = (text: string): string => text.replace(/[^ .\\A-Za-z0-9]/g, '').toUpperCase();
