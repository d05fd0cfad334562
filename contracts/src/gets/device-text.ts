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

/**
 * A device text derived from any name: umlauts spelled out, other characters a device cannot show dropped,
 * cut to `max` characters without a trailing space.
 */
export function toDeviceText(text: string, max: DeviceTextMax): string {
  const plain = spellOutUmlauts(text).replace(NOT_DEVICE_TEXT, '');
  return plain.length <= max ? plain : plain.slice(0, max).trimEnd();
}
