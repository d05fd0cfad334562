import type { Clock } from './clock.ts';

interface Timer {
  id: number;
  due: number;
  fn: () => void;
}

/**
 * The one simulated clock of twin, backend and scenario runner (ARCHITECTURE §7): a discrete-event clock whose
 * timers fire in (due time, creation) order with now() at each timer's due time, so months of battery drain
 * or a ward day run exactly and deterministically in one call. XState's SimulatedClock jumps to the end
 * first and fires only the timers set before the jump, which is wrong for timers that set timers.
 *
 * `advance`/`set` fire everything up to a time in one synchronous sweep (unit tests); the scenario runner
 * instead steps with `nextDue`, `fireUntil` and `moveTo`, letting loopback sockets settle between timers.
 * Timers sit in a binary min-heap; a cleared timer is dropped lazily when it surfaces.
 */
export class SimulatedClock implements Clock {
  private current: number;
  private nextId = 1;
  private heap: Timer[] = [];
  private readonly live = new Map<number, Timer>();
  /** timers fired so far */
  fired = 0;

  constructor(startMs = 0) {
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
    if (typeof id === 'number') this.live.delete(id);
  }

  /** Runs time forward by `ms`, firing due timers in order (including ones they set). */
  advance(ms: number): void {
    this.set(this.current + ms);
  }

  /** Runs time forward to `time` (epoch ms), firing due timers in order. */
  set(time: number): void {
    this.assertForward(time);
    this.fireUntil(time);
    this.current = time;
  }

  /** Due time of the next live timer, or null. */
  nextDue(): number | null {
    this.dropCancelled();
    return this.heap[0]?.due ?? null;
  }

  /** Fires every timer due at or before `upTo` in order, now() following each; returns how many fired. */
  fireUntil(upTo: number): number {
    let count = 0;
    for (let next = this.surface(); next && next.due <= upTo; next = this.surface()) {
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
    this.assertForward(time);
    this.current = time;
  }

  /** Timers set and not yet fired or cleared (tests check that nothing leaks). */
  get pending(): number {
    return this.live.size;
  }

  private assertForward(time: number): void {
    if (time < this.current)
      throw new Error(
        `the clock cannot go back in time (${new Date(time).toISOString()} < ${new Date(this.current).toISOString()})`,
      );
  }

  private surface(): Timer | undefined {
    this.dropCancelled();
    return this.heap[0];
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
    for (let i = h.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (!this.less(h[i]!, h[parent]!)) break;
      [h[i], h[parent]] = [h[parent]!, h[i]!];
      i = parent;
    }
  }

  private pop(): void {
    const h = this.heap;
    const last = h.pop();
    if (h.length === 0 || !last) return;
    h[0] = last;
    for (let i = 0; ;) {
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
}
