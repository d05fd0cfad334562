// The ONE simulated clock of a scenario (ARCHITECTURE §7): backend and twin both take it. Unlike
// ManualClock.advance, which fires every timer up to a target in one synchronous sweep, the runner steps
// it one due time (or one quantum) at a time and lets the sockets settle in between (quiet.ts), so the
// loopback I/O a timer causes is delivered before the clock moves on.
import type { Clock } from '../../backend/src/platform/clock.ts';

interface Timer {
  id: number;
  due: number;
  fn: () => void;
}

export class SimClock implements Clock {
  private current: number;
  private nextId = 1;
  /** binary min-heap by (due, id): equal due times fire in creation order (determinism) */
  private heap: Timer[] = [];
  private readonly live = new Map<number, Timer>();
  fired = 0;

  constructor(startMs: number) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  setTimeout(fn: (...args: unknown[]) => void, ms: number): number {
    const timer: Timer = {
      id: this.nextId++,
      due: this.current + Math.max(0, Number.isFinite(ms) ? ms : 0),
      fn: () => fn(),
    };
    this.live.set(timer.id, timer);
    this.push(timer);
    return timer.id;
  }

  clearTimeout(id: unknown): void {
    // Lazy deletion: the heap entry stays and is dropped when it surfaces.
    if (typeof id === 'number') this.live.delete(id);
  }

  /** Due time of the next live timer, or null. */
  nextDue(): number | null {
    this.dropCancelled();
    return this.heap[0]?.due ?? null;
  }

  /** Fires every timer due at or before `upTo` in (due, creation) order, now() following each; returns how many fired. */
  fireUntil(upTo: number): number {
    let count = 0;
    for (;;) {
      this.dropCancelled();
      const next = this.heap[0];
      if (!next || next.due > upTo) break;
      this.pop();
      this.live.delete(next.id);
      if (next.due > this.current) this.current = next.due;
      count++;
      next.fn();
    }
    this.fired += count;
    return count;
  }

  /** Moves now() forward without firing (the caller has fired everything due before). */
  moveTo(time: number): void {
    if (time < this.current)
      throw new Error(
        `SimClock cannot go back in time (${new Date(time).toISOString()} < ${new Date(this.current).toISOString()})`,
      );
    this.current = time;
  }

  get pending(): number {
    return this.live.size;
  }

  private dropCancelled(): void {
    while (this.heap.length > 0 && !this.live.has(this.heap[0]!.id)) this.pop();
  }

  private less(a: Timer, b: Timer): boolean {
    return a.due < b.due || (a.due === b.due && a.id < b.id);
  }

  private push(timer: Timer): void {
    const h = this.heap;
    h.push(timer);
    let i = h.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(h[i]!, h[parent]!)) break;
      [h[i], h[parent]] = [h[parent]!, h[i]!];
      i = parent;
    }
  }

  private pop(): Timer | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (h.length > 0 && last) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && this.less(h[l]!, h[m]!)) m = l;
        if (r < h.length && this.less(h[r]!, h[m]!)) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m]!, h[i]!];
        i = m;
      }
    }
    return top;
  }
}
