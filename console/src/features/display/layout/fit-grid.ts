// The call grid fits the screen ("never hidden", like the annunciators of nurse-call incumbents): card
// size and font follow the number of calls and the space, from the largest size the font setting allows down to
// the smallest legible one. When even that cannot hold every call, the last slot becomes a tile that says how
// many calls (and of which urgency) are not shown; the calls come ordered by urgency, so the most urgent ones
// are always on screen.
//
// Sizes are in title pixels T (the card title's font size); a card is CARD_WIDTH_EM x cardHeightEm(lines) T.
// Normal size: a 64 px title at most. On a 43-inch 1080p screen a pixel is 0.50 mm, so the title is 32 mm
// high, its capitals about 23 mm: 16 minutes of arc at 5 m, the minimum character height ISO 9241-303 gives
// for legible text. Larger and largest allow 80 and 96 px. Below 20 px (capitals about 7 mm, legible at
// about 1.5 m) calls are counted on the tile instead of shrinking further.
import type { FontSize } from '../url-params.ts';

export const MAX_TITLE_PX: Record<FontSize, number> = { normal: 64, larger: 80, largest: 96 };
export const MIN_TITLE_PX = 20;
/** Spec 01 §9 grid gap. */
export const GRID_GAP_PX = 10;
/** Wide enough for a device text of 19 characters (spec 02 §5) on one line in a bold sans-serif. */
export const CARD_WIDTH_EM = 12;
/** Title, call type, section and footer lines, and one more line per extra line (the system's name). */
export const cardHeightEm = (extraLines: number) => 4.3 + 0.85 * extraLines;

export interface GridInput {
  /** the grid area in CSS pixels; 0 when unknown (not laid out yet): then nothing is hidden */
  width: number;
  height: number;
  count: number;
  fontSize: FontSize;
  extraLines: number;
}

export interface GridLayout {
  titlePx: number;
  columns: number;
  /** card height in px, or null when the size is unknown (rows grow with their content) */
  rowPx: number | null;
  /** how many calls are shown as cards; the rest are counted on the overflow tile */
  visible: number;
}

const floor1 = (x: number) => Math.floor(x * 10) / 10;

export function fitGrid({ width, height, count, fontSize, extraLines }: GridInput): GridLayout {
  const maxTitle = MAX_TITLE_PX[fontSize];
  const heightEm = cardHeightEm(extraLines);
  if (width <= 0 || height <= 0) return { titlePx: MIN_TITLE_PX, columns: 0, rowPx: null, visible: count };
  const slots = (span: number, cardPx: number) =>
    Math.max(1, Math.floor((span + GRID_GAP_PX) / (cardPx + GRID_GAP_PX)));
  const maxColumns = slots(width, CARD_WIDTH_EM * MIN_TITLE_PX);

  // A portrait screen uses its width: one column of very wide cards would leave most of each card empty.
  const minColumns = height > width ? Math.max(1, Math.min(2, count, maxColumns)) : 1;
  let best = { titlePx: 0, columns: minColumns };
  for (let columns = minColumns; columns <= Math.max(minColumns, Math.min(maxColumns, count)); columns++) {
    const rows = Math.ceil(count / columns);
    const byWidth = (width - (columns - 1) * GRID_GAP_PX) / columns / CARD_WIDTH_EM;
    const byHeight = (height - (rows - 1) * GRID_GAP_PX) / rows / heightEm;
    const titlePx = Math.min(byWidth, byHeight, maxTitle);
    if (titlePx > best.titlePx) best = { titlePx, columns };
  }
  if (count === 0 || best.titlePx >= MIN_TITLE_PX) {
    const titlePx = floor1(Math.max(best.titlePx, MIN_TITLE_PX));
    return { titlePx, columns: best.columns, rowPx: floor1(titlePx * heightEm), visible: count };
  }
  // Even the smallest legible size cannot hold every call: as many as fit, the last slot is the tile.
  const columns = maxColumns;
  const rows = slots(height, MIN_TITLE_PX * heightEm);
  const capacity = columns * rows;
  return {
    titlePx: MIN_TITLE_PX,
    columns,
    rowPx: floor1(MIN_TITLE_PX * heightEm),
    visible: Math.max(1, capacity - 1),
  };
}
