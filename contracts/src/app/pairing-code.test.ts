// The pairing code (docs/protocols.md §7 Pairing; issue 38 item 9): twelve characters without look-alikes in groups
// of four, read back however a person types it, carried in the QR code's /app link, and a wrong one is a code
// error, not a malformed message.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APP_CLIENT_PROTOCOL } from './protocol.ts';
import { readLine } from '../protocol-line.ts';
import {
  formatPairingCode,
  newPairingCode,
  normalizePairingCode,
  PAIRING_CODE_ALPHABET,
  pairingCodeProblem,
  pairingLink,
  tokenFromScan,
} from './pairing-code.ts';

describe('pairing code', () => {
  it('has no characters people take for one another', () => {
    for (const lookAlike of '01OILU') expect(PAIRING_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(PAIRING_CODE_ALPHABET).size).toBe(PAIRING_CODE_ALPHABET.length);
  });

  it('new codes: twelve characters of the alphabet, every character about equally often', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 500; i++) {
      const code = newPairingCode(randomBytes);
      expect(code).toMatch(new RegExp(`^[${PAIRING_CODE_ALPHABET}]{12}$`));
      for (const c of code) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    // 6,000 characters over 29: about 207 each; a skew (a byte taken modulo 29) would stand out far less than this
    for (const c of PAIRING_CODE_ALPHABET) expect(counts.get(c) ?? 0).toBeGreaterThan(120);
  });

  it('reads a code however it is typed, shows it in groups, and says what is wrong with a bad one', () => {
    expect(normalizePairingCode('k7qm 4xtp-9hrw')).toBe('K7QM4XTP9HRW');
    expect(normalizePairingCode(' K7QM-4XTP-9HRW ')).toBe('K7QM4XTP9HRW');
    expect(formatPairingCode('K7QM4XTP9HRW')).toBe('K7QM-4XTP-9HRW');
    expect(pairingCodeProblem('K7QM-4XTP')).toEqual({ problem: 'length', chars: '' });
    expect(pairingCodeProblem('K7QM-4XTP-9HR0')).toEqual({ problem: 'characters', chars: '0' });
    expect(pairingCodeProblem('k7qm4xtp9hrw')).toBeNull();
    // a token of an older installation is shown and sent as it is
    expect(formatPairingCode('-lphqI06AFOyOI0n')).toBe('-lphqI06AFOyOI0n');
  });

  it('the QR code’s link opens /app with the code in its fragment, and a scan finds the code in it', () => {
    const link = pairingLink('http://10.0.0.5:8080', 'K7QM4XTP9HRW');
    expect(link).toBe('http://10.0.0.5:8080/app#pair=K7QM-4XTP-9HRW');
    expect(tokenFromScan(link)).toBe('K7QM4XTP9HRW');
    expect(tokenFromScan('k7qm-4xtp-9hrw')).toBe('K7QM4XTP9HRW');
    expect(tokenFromScan('https://example.org/')).toBeNull();
    expect(tokenFromScan('hello')).toBeNull();
  });

  it('Pair takes the code in any spelling, and a short code reaches the server as a token to refuse', () => {
    const pair = (token: string) =>
      readLine(JSON.stringify({ type: 'Pair', token, permissions: [] }), APP_CLIENT_PROTOCOL);
    expect(pair('k7qm 4xtp 9hrw')).toMatchObject({ kind: 'message', message: { token: 'K7QM4XTP9HRW' } });
    expect(pair('K7QM')).toMatchObject({ kind: 'message', message: { token: 'K7QM' } });
    expect(pair('-lphqI06AFOyOI0n')).toMatchObject({ message: { token: '-lphqI06AFOyOI0n' } });
    expect(pair('').kind).toBe('invalid');
  });
});
