// A small listener set. A throwing listener is logged and skipped: one broken consumer must not stop
// the call events reaching the others (the display is safety-relevant, ARCHITECTURE §1).
import { log } from '../platform/logger.ts';

export class Listeners<E> {
  private readonly set = new Set<(event: E) => void>();

  add(listener: (event: E) => void): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }

  emit(event: E): void {
    for (const listener of this.set) {
      try {
        listener(event);
      } catch (error) {
        log().error({ err: error }, 'gateway listener failed');
      }
    }
  }
}
