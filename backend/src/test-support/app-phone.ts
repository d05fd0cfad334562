// A phone for the app gateway's tests (docs/protocols.md §7): a WebSocket at /ws/app that keeps every message
// the server sent, read against the contract, and waits for the next one of a kind (events, never sleeps).
import WebSocket from 'ws';
import { APP_SERVER_PROTOCOL, type AppClientMessage, type AppServerMessage } from '@cs/contracts/app';
import { readLine } from '@cs/contracts/protocol-line';
import type { RunningServer } from '../server.ts';

type Of<T extends AppServerMessage['type']> = Extract<AppServerMessage, { type: T }>;

export class TestPhone {
  readonly received: AppServerMessage[] = [];
  private readonly taken = new Set<number>();
  private waiters: Array<() => void> = [];
  /** resolves with the close code when the server (or the test) ends the connection */
  readonly closed: Promise<number>;
  private constructor(private readonly ws: WebSocket) {
    this.closed = new Promise((resolve) => ws.once('close', (code) => resolve(code)));
    ws.on('message', (data) => {
      const reading = readLine(data.toString(), APP_SERVER_PROTOCOL);
      if (reading.kind !== 'message') throw new Error(`phone got ${JSON.stringify(reading)}`);
      this.received.push(reading.message);
      this.waiters.splice(0).forEach((w) => w());
    });
  }

  static async connect(server: RunningServer): Promise<TestPhone> {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/ws/app`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return new TestPhone(ws);
  }

  send(message: AppClientMessage): void {
    this.ws.send(JSON.stringify(message));
  }

  sendRaw(text: string): void {
    this.ws.send(text);
  }

  /** The first message of this type not taken yet (waits 5 s at most for it to arrive). */
  async next<T extends AppServerMessage['type']>(type: T, timeoutMs = 5_000): Promise<Of<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex((m, i) => !this.taken.has(i) && m.type === type);
      if (index >= 0) {
        this.taken.add(index);
        return this.received[index] as Of<T>;
      }
      if (Date.now() > deadline) throw new Error(`no ${type}; got ${JSON.stringify(this.pending())}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.waiters.push(() => (clearTimeout(timer), resolve()));
      });
    }
  }

  /** Messages not taken yet. */
  pending(): AppServerMessage[] {
    return this.received.filter((_m, i) => !this.taken.has(i));
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return;
    await new Promise((resolve) => {
      this.ws.once('close', resolve);
      this.ws.close();
    });
  }
}
