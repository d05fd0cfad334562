// The server's settings from the environment (README "Settings"): the device monitor's sweep interval is the
// default minute unless CS_MONITOR_SWEEP_MS names a whole number of milliseconds from 100 on (the e2e server's).
import { describe, expect, it } from 'vitest';
import { serverOptionsFromEnv } from './env-options.ts';

describe('CS_MONITOR_SWEEP_MS', () => {
  it('is left to the monitor (one minute) when unset or not a sensible number', () => {
    for (const value of [undefined, '', 'abc', '0', '-5', '99', '1.5'])
      expect(
        serverOptionsFromEnv({ CS_MONITOR_SWEEP_MS: value }).monitorSweepMs,
        String(value),
      ).toBeUndefined();
  });
  it('sets the sweep interval in milliseconds', () => {
    expect(serverOptionsFromEnv({ CS_MONITOR_SWEEP_MS: '1000' }).monitorSweepMs).toBe(1000);
  });
});

describe('CS_PAIRING_TOKEN_HOURS', () => {
  it('sets how long a pairing token pairs, in whole hours from 1 to a year; anything else keeps the 24 h', () => {
    expect(serverOptionsFromEnv({ CS_PAIRING_TOKEN_HOURS: '72' }).pairingTokenTtlMs).toBe(72 * 3_600_000);
    for (const value of [undefined, '', '0', '-1', '1.5', 'x', '9000'])
      expect(
        serverOptionsFromEnv({ CS_PAIRING_TOKEN_HOURS: value }).pairingTokenTtlMs,
        String(value),
      ).toBeUndefined();
  });
});
