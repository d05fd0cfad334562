// A peer that sends what no client should (issue 33): raw TCP, raw HTTP and raw WebSocket frames, for the tests that
// every socket endpoint the product serves survives every class of bad frame. Every socket it opens is remembered
// and destroyed by `closeAll`; every error on its side is swallowed (the server may cut it off at any time).
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import WebSocket from 'ws';

export class HostilePeer {
  private readonly sockets = new Set<Socket>();
  private readonly webSockets = new Set<WebSocket>();

  constructor(private readonly host: string) {}

  /** A TCP connection (open once the promise resolves); it answers nothing and keeps what it was sent. */
  async tcp(port: number): Promise<Socket & { received: () => string; ended: Promise<void> }> {
    const socket = connect({ host: this.host, port });
    this.sockets.add(socket);
    socket.on('error', () => undefined);
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    return Object.assign(socket, { received: () => Buffer.concat(chunks).toString('latin1'), ended });
  }

  /** A WebSocket of the `ws` library (it sends whatever it is given, even invalid UTF-8 in a text frame). */
  async webSocket(url: string, protocol?: string): Promise<WebSocket & { closeCode: Promise<number> }> {
    const ws = new WebSocket(url, protocol);
    this.webSockets.add(ws);
    ws.on('error', () => undefined);
    const closeCode = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return Object.assign(ws, { closeCode });
  }

  /** A WebSocket upgrade done by hand on a raw socket: afterwards the test writes frames byte by byte. */
  async upgraded(port: number, path: string, protocol?: string) {
    const socket = await this.tcp(port);
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: ${this.host}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n` +
        (protocol ? `Sec-WebSocket-Protocol: ${protocol}\r\n` : '') +
        '\r\n',
    );
    const deadline = Date.now() + 5_000;
    while (!socket.received().includes('\r\n\r\n')) {
      if (Date.now() > deadline) throw new Error(`no answer to the upgrade of ${path}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    if (!socket.received().startsWith('HTTP/1.1 101'))
      throw new Error(`upgrade refused: ${socket.received()}`);
    return socket;
  }

  closeAll(): void {
    for (const socket of this.sockets) socket.destroy();
    for (const ws of this.webSockets) ws.terminate();
  }
}

/**
 * A client's WebSocket frame (RFC 6455 §5.2, masked as clients must): `announced` is the length the header claims,
 * by default the payload's; claim more and send less for a frame cut off in the middle.
 */
export function clientFrame(opcode: number, payload: Buffer, announced = payload.length): Buffer {
  const mask = randomBytes(4);
  const head =
    announced < 126
      ? Buffer.from([0x80 | opcode, 0x80 | announced])
      : announced < 65_536
        ? Buffer.from([0x80 | opcode, 0x80 | 126, announced >> 8, announced & 0xff])
        : Buffer.concat([Buffer.from([0x80 | opcode, 0x80 | 127]), bigLength(announced)]);
  const masked = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]!));
  return Buffer.concat([head, mask, masked]);
}

const bigLength = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return b;
};
