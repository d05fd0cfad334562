// The twin's simulated phones (twin/src/phones/phone-host.ts) are client sockets in the backend's own process (the
// demo's shift, trainer mode): what a server sends them must not reach further than that one phone (issue 33).
// A server here sends what no backend should: a binary frame, a line that is not the protocol, then a text frame of
// invalid UTF-8, which the runtime's WebSocket refuses by closing the connection (1007).
import { once } from 'node:events';
import { realClock } from '@cs/contracts/clock';
import { SimulatedPhone } from '@cs/twin';
import { afterEach, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { waitFor } from '../../test-support/wait-for.ts';

let server: WebSocketServer;
let phone: SimulatedPhone;
afterEach(async () => {
  phone.stop();
  for (const client of server.clients) client.terminate();
  await new Promise((resolve) => server.close(resolve));
});

it('a phone counts frames it cannot read, is closed on invalid UTF-8 by its WebSocket, and throws nothing', async () => {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  const closed = new Promise<number>((resolve) =>
    server.on('connection', (ws) => {
      ws.once('message', () => {
        ws.send(Buffer.from([1, 2, 3]), { binary: true });
        ws.send('{"type":"Calls","calls":');
        ws.send(Buffer.from([0xff, 0xfe, 0xfd]), { binary: false });
      });
      ws.once('close', (code) => resolve(code));
    }),
  );
  phone = new SimulatedPhone({
    url: `ws://127.0.0.1:${port}/ws/app`,
    token: 'pairing-token',
    user: 'anna',
    password: 'anna',
    behaviour: { answer: 'accept', responseMeanS: 1, walkMeanS: 1, lossEveryMeanMin: 0, lossMeanS: 0 },
    seed: 1,
    clock: realClock,
  });
  phone.start();
  expect(await closed).toBe(1007);
  await waitFor(() => phone.protocolFaults === 3, 'three faults: binary, not the protocol, invalid UTF-8');
  expect(phone.connected).toBe(false);
  expect(phone.received).toEqual([]);
});
