// Guards for JSON the console reads back from outside its own code (local storage, the server's page, a stored
// detail): a value that does not have the shape is refused, never cast. They stay hand-written where the display
// loads them: zod would not fit the display route's JavaScript budget (docs/performance.md display-chunk-size).
/** An object (a list too: its fields are then all missing, which the reader's checks refuse). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A list whose every item passes `item`. */
export const isListOf = (value: unknown, item: (v: unknown) => boolean): value is unknown[] =>
  Array.isArray(value) && value.every(item);

export const isIntList = (value: unknown): value is number[] => isListOf(value, Number.isInteger);

/** JSON text read as an object, or null (not JSON, or not an object). */
export function parseRecord(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}
