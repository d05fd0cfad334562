// Never hidden: the grid fits the calls into the area, from the largest size down to the smallest
// legible one; what does not fit is counted on the tile, never left below the fold.
import { describe, expect, it } from 'vitest';
import type { FontSize } from '../url-params.ts';
import { CARD_WIDTH_EM, cardHeightEm, fitGrid, GRID_GAP_PX, MAX_TITLE_PX, MIN_TITLE_PX } from './fit-grid.ts';

const fit = (width: number, height: number, count: number, fontSize: FontSize = 'normal', extraLines = 0) =>
  fitGrid({ width, height, count, fontSize, extraLines });

/** The layout's cards really fit: columns side by side and rows one above the other, with the 10 px gap. */
function fits(width: number, height: number, l: ReturnType<typeof fit>, slots: number) {
  const rows = Math.ceil(slots / l.columns);
  return (
    l.columns * CARD_WIDTH_EM * l.titlePx + (l.columns - 1) * GRID_GAP_PX <= width &&
    rows * (l.rowPx ?? 0) + (rows - 1) * GRID_GAP_PX <= height
  );
}

describe('fit-to-screen grid', () => {
  it('a few calls get the largest size the font setting allows', () => {
    expect(fit(1500, 950, 1).titlePx).toBe(MAX_TITLE_PX.normal);
    expect(fit(1500, 950, 1, 'largest').titlePx).toBe(MAX_TITLE_PX.largest);
  });

  it.each([
    [1520, 960, 22],
    [1520, 960, 60],
    [1000, 580, 22],
    [880, 1780, 22],
  ])('%i x %i px holds %i calls, all of them, and they fit', (width, height, count) => {
    const l = fit(width, height, count);
    expect(l.visible).toBe(count);
    expect(l.titlePx).toBeGreaterThanOrEqual(MIN_TITLE_PX);
    expect(fits(width, height, l, count)).toBe(true);
  });

  it('more calls than the smallest legible size holds: the last slot is the tile, the rest is counted', () => {
    const l = fit(1000, 580, 60);
    expect(l.titlePx).toBe(MIN_TITLE_PX);
    expect(l.visible).toBeLessThan(60);
    expect(fits(1000, 580, l, l.visible + 1)).toBe(true);
    // one more row would not fit
    expect(fits(1000, 580, l, l.visible + 1 + l.columns)).toBe(false);
  });

  it('portrait areas use at least two columns', () => {
    expect(fit(880, 1780, 5).columns).toBe(2);
    expect(fit(1500, 950, 5).columns).toBeGreaterThanOrEqual(1);
  });

  it('a line for the system name makes cards taller for their title', () => {
    const one = fit(1520, 960, 22, 'normal', 0);
    const two = fit(1520, 960, 22, 'normal', 1);
    expect((two.rowPx ?? 0) / two.titlePx).toBeGreaterThan((one.rowPx ?? 0) / one.titlePx);
    expect(cardHeightEm(1)).toBeGreaterThan(cardHeightEm(0));
  });

  it('an area not laid out yet hides nothing', () => {
    expect(fit(0, 0, 60)).toMatchObject({ visible: 60, rowPx: null });
  });
});
