// Trainer mode (issue 14): the display reads the scenario on stage from the last 'scenario.progress' it heard.
import { describe, expect, it } from 'vitest';
import { onStage, scenarioStage } from './scenario-stage.ts';

const piece = { at: 1_000, sim: 50_000, rate: 60 };

describe('the scenario on stage, as a display reads it', () => {
  it('takes the systems and clock pieces and drops malformed entries', () => {
    expect(
      scenarioStage({ systems: [1, 'x'], clock: [piece, { at: 'soon', sim: 1, rate: 1 }, null] }),
    ).toEqual({
      systems: [1],
      clock: [piece],
    });
  });
  it('anything else is no stage: real time', () => {
    for (const progress of [null, 'garbage', { systems: 1, clock: [piece] }, { systems: [1] }])
      expect(scenarioStage(progress)).toEqual({ systems: [], clock: [] });
  });
  it('shows scenario time for the stage’s systems only, and real time after a stop (no pieces)', () => {
    const playing = { systems: [1], clock: [piece] };
    expect(onStage(playing, 2_000, 1)).toBe(110_000);
    expect(onStage(playing, 2_000, 2)).toBe(2_000);
    expect(onStage({ systems: [1], clock: [] }, 2_000, 1)).toBe(2_000);
  });
});
