// Device texts (spec 02 §5 field rules, docs/protocols.md §2.1): a node's text_short (at most 7 characters)
// and text_long (at most 19) are shown on the call system's devices, whose displays know no umlauts or
// special characters. What the Gets accepts is part of its protocol, so the rule lives here: the backend
// checks typed texts by it, the ward generator and the demo seed derive texts by it, the twin's Gets holds it.

export const DEVICE_TEXT_MAX = { short: 7, long: 19 } as const;
export type DeviceTextMax = (typeof DEVICE_TEXT_MAX)[keyof typeof DEVICE_TEXT_MAX];

/** The characters a device text may hold, as the admin's hint and the validation message name them. */
export const DEVICE_TEXT_CHARS = 'A-Z a-z 0-9 . - /';
const DEVICE_TEXT = /^[A-Za-z0-9 .\-/]*$/;
/** The same as a pattern text, for rules that travel as data (the admin's field rules, @cs/rules/validation). */
export const DEVICE_TEXT_PATTERN = DEVICE_TEXT.source;
const NOT_DEVICE_TEXT = /[^A-Za-z0-9 .\-/]/g;

/** Only the characters a device shows (length is checked separately, so its message can name the maximum). */
export const hasDeviceTextChars = (text: string): boolean => DEVICE_TEXT.test(text);

const SPELLED_OUT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };

/** German umlauts and ß spelled out (Tür -> Tuer), other accents dropped (Genève -> Geneve). */
export function spellOutUmlauts(text: string): string {
  return text
    .replace(/[äöüßÄÖÜ]/g, (c) => SPELLED_OUT[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The abbreviations care homes write on their devices, tried first when a text is too long. */
export const USUAL_ABBREVIATIONS: Readonly<Record<string, string>> = {
  Tuerkontakt: 'Tuerk.',
  Medaillon: 'Med.',
  Zimmer: 'Zi.',
  Stock: 'St.',
  Bett: 'B.',
  Wohnbereich: 'WB',
  Technikeingang: 'Techn.',
  Rufstelle: 'Ruf',
};
const MIN_PREFIX = 3;
const abbreviable = (word: string) => /^[A-Za-z][A-Za-z-]{3,}$/.test(word);

/**
 * A device text derived from any name: umlauts spelled out, other characters a device cannot show dropped, and,
 * when it is still longer than `max`, abbreviated word by word, never cut in the middle of a word (a wall display
 * showed 'Tuerkontakt 1. Stoc'): first the usual abbreviations, then the longest word shortened to a prefix of at
 * least three letters with a dot ('Eichenberger' -> 'Eichen.'), else whole words left off at the end.
 */
export function toDeviceText(text: string, max: DeviceTextMax): string {
  const words = spellOutUmlauts(text).replace(NOT_DEVICE_TEXT, '').split(' ').filter(Boolean);
  const length = () => words.join(' ').length;
  for (let i = 0; i < words.length && length() > max; i++) {
    const usual = USUAL_ABBREVIATIONS[words[i] as string];
    if (usual) words[i] = usual;
  }
  while (length() > max) {
    const over = length() - max;
    const candidates = words.map((w, i) => [w, i] as const).filter(([w]) => abbreviable(w));
    const longest = candidates.reduce<(typeof candidates)[number] | null>(
      (a, b) => (!a || b[0].length >= a[0].length ? b : a),
      null,
    );
    // A prefix that keeps the word recognisable makes it fit: abbreviate. Else whole words go, from the end.
    if (longest && longest[0].length - over - 1 >= MIN_PREFIX)
      words[longest[1]] = `${longest[0].slice(0, longest[0].length - over - 1)}.`;
    else if (words.length > 1) words.pop();
    else break;
  }
  // A single word longer than the limit that is not a word (a serial number): the limit wins.
  return length() > max ? words.join(' ').slice(0, max) : words.join(' ');
}
