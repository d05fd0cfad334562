// The presences column's size from the display's size (spec 01 §2: two columns in landscape, one in portrait).
// Presence titles follow the screen, not the call grid, so the two never chase each other's size.

/** The presence cards' title size in px for a display of this size (CSS px). */
export const presenceTitlePx = (width: number, height: number): number =>
  Math.round(Math.min(26, Math.max(16, Math.min(width, height) / 42)));

/** Columns of presence cards: two on a landscape screen, one on a portrait one. */
export const presenceColumns = (width: number, height: number): number => (width >= height ? 2 : 1);
