// A verdict of one expectation: passed or failed, with what was seen (the trainer reads it).
export interface Verdict {
  ok: boolean;
  detail: string;
}

export const pass = (detail: string): Verdict => ({ ok: true, detail });
export const failWith = (detail: string): Verdict => ({ ok: false, detail });
export const list = (items: string[]) => (items.length ? items.map((c) => `"${c}"`).join(', ') : '(none)');
