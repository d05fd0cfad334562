// The scenario clock displays show in trainer mode (issue 14): pieces of scenario time over the backend's clock.
import { describe, expect, it } from 'vitest';
import { scenarioInstant, type ScenarioClockPiece } from './scenario-clock.ts';

const START = Date.parse('2025-01-07T01:50:00Z');
// play at t=1000; a 3-minute wait at 60x from t=2000; paused t=2500..4500; the wait ends at t=5000; finished.
const CLOCK: ScenarioClockPiece[] = [
  { at: 1000, sim: START, rate: 0 },
  { at: 2000, sim: START, rate: 60 },
  { at: 2500, sim: START + 30_000, rate: 0 },
  { at: 4500, sim: START + 30_000, rate: 60 },
  { at: 7000, sim: START + 180_000, rate: 1 },
];

describe('scenarioInstant', () => {
  it('is the instant itself when no scenario is on stage', () => {
    expect(scenarioInstant([], 123_456)).toBe(123_456);
  });
  it('stands between steps and while paused, moves at the speed in a wait, in real time after the end', () => {
    expect(scenarioInstant(CLOCK, 1500)).toBe(START);
    expect(scenarioInstant(CLOCK, 2250)).toBe(START + 15_000);
    expect(scenarioInstant(CLOCK, 3000)).toBe(START + 30_000);
    expect(scenarioInstant(CLOCK, 5500)).toBe(START + 90_000);
    expect(scenarioInstant(CLOCK, 9000)).toBe(START + 182_000);
  });
  it('runs back in real time before the first piece', () => {
    expect(scenarioInstant(CLOCK, 400)).toBe(START - 600);
  });
  it('gives a call opened before a wait its age in scenario time', () => {
    const opened = scenarioInstant(CLOCK, 1200);
    expect(scenarioInstant(CLOCK, 7000) - opened).toBe(180_000);
  });
});
