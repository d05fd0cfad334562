// Radio links of the twin's devices: while a device's link is down, what it would transmit (calls, status,
// battery) and what is sent to it (device actions) waits, and goes out in order when the link returns, as the
// radio retransmits. Supervision beats are not queued: a beat sent while the link is down is lost.
export class RadioLinks {
  private readonly down = new Set<number>();
  private readonly waiting = new Map<number, (() => void)[]>();

  reachable(deviceId: number): boolean {
    return !this.down.has(deviceId);
  }

  /** Runs `transmit` now, or when the device's link is back. */
  via(deviceId: number, transmit: () => void): void {
    if (!this.down.has(deviceId)) return transmit();
    const queue = this.waiting.get(deviceId) ?? [];
    queue.push(transmit);
    this.waiting.set(deviceId, queue);
  }

  lost(deviceId: number): void {
    this.down.add(deviceId);
  }

  /** The link is back: what waited goes out, in order. */
  restored(deviceId: number): void {
    this.down.delete(deviceId);
    const queue = this.waiting.get(deviceId) ?? [];
    this.waiting.delete(deviceId);
    for (const transmit of queue) transmit();
  }
}
