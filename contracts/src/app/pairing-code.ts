// The pairing code (spec 02 §3 app client pairing_token; docs/protocols.md §7 Pairing): what app management shows
// for a phone that is not paired yet, as a QR code and as text to type. Twelve characters of an alphabet without
// look-alikes (no 0/O, 1/I/L, U/V), shown in groups of four ('K7QM-4XTP-9HRW'): about 58 bits, typed on a phone
// without guessing at letters, case or a leading dash. The QR code carries a link to the /app client with the code
// in its fragment (never sent to a server's logs), which a phone's own camera opens as well as the app's scanner.
export const PAIRING_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const PAIRING_CODE_LENGTH = 12;
const GROUP = 4;
/** The fragment key of a pairing link: <server>/app#pair=<code>. */
export const PAIRING_LINK_KEY = 'pair';

const SEPARATORS = /[\s\-_.]/g;

/** A new code, canonical (no separators). `random` gives n random bytes (node:crypto randomBytes, crypto.getRandomValues). */
export function newPairingCode(random: (n: number) => Uint8Array): string {
  const n = PAIRING_CODE_ALPHABET.length;
  // Bytes at or above the largest multiple of the alphabet's size are dropped: every character equally likely.
  const limit = 256 - (256 % n);
  let code = '';
  while (code.length < PAIRING_CODE_LENGTH)
    for (const byte of random(PAIRING_CODE_LENGTH * 2))
      if (byte < limit && code.length < PAIRING_CODE_LENGTH) code += PAIRING_CODE_ALPHABET[byte % n];
  return code;
}

/** The canonical code a person typed ('k7qm 4xtp-9hrw' is 'K7QM4XTP9HRW'), or null when it is not one. */
export function normalizePairingCode(input: string): string | null {
  const code = input.replace(SEPARATORS, '').toUpperCase();
  return code.length === PAIRING_CODE_LENGTH && [...code].every((c) => PAIRING_CODE_ALPHABET.includes(c))
    ? code
    : null;
}

export type PairingCodeProblem = 'length' | 'characters';

/** What is wrong with a typed code: too short or long, or characters no code has (which ones). */
export function pairingCodeProblem(input: string): { problem: PairingCodeProblem; chars: string } | null {
  const code = input.replace(SEPARATORS, '').toUpperCase();
  const foreign = [...new Set([...code].filter((c) => !PAIRING_CODE_ALPHABET.includes(c)))].join('');
  if (foreign) return { problem: 'characters', chars: foreign };
  if (code.length !== PAIRING_CODE_LENGTH) return { problem: 'length', chars: '' };
  return null;
}

/** The code as people read it: groups of four joined by '-' (a token that is not a code stays as it is). */
export function formatPairingCode(token: string): string {
  const code = normalizePairingCode(token);
  if (!code) return token;
  const groups: string[] = [];
  for (let i = 0; i < code.length; i += GROUP) groups.push(code.slice(i, i + GROUP));
  return groups.join('-');
}

/**
 * What a phone sends as its pairing token: a typed or scanned code in its canonical form; anything else as it came
 * (a token of an older installation, which the server compares as stored).
 */
export const pairingTokenOf = (input: string): string => normalizePairingCode(input) ?? input.trim();

/** The link the QR code carries: the /app client of the server the phone reaches, the code in the fragment. */
export function pairingLink(serverUrl: string, code: string): string {
  const url = new URL('/app', serverUrl);
  url.hash = `${PAIRING_LINK_KEY}=${formatPairingCode(code)}`;
  return url.toString();
}

/** The pairing token in a scanned text or an opened link (…/app#pair=…), or the text itself when it is a code. */
export function tokenFromScan(text: string): string | null {
  const trimmed = text.trim();
  const hash = trimmed.includes('#') ? trimmed.slice(trimmed.indexOf('#') + 1) : null;
  if (hash !== null) {
    const value = new URLSearchParams(hash).get(PAIRING_LINK_KEY);
    return value ? pairingTokenOf(value) : null;
  }
  return normalizePairingCode(trimmed);
}
