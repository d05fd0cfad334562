// Child process of bench/press-to-display.ts: N graphql-ws clients subscribed to callsChanged with the
// display's selection, in their own process so their parsing does not share the server's event loop.
// CLIENT=raw (default): a minimal graphql-transport-ws client on `ws` that timestamps each frame on arrival
// and reads the sequence from the frame's first bytes: what a display on its own device receives, without
// N displays' JSON.parse competing for this machine's two cores. CLIENT=graphql-ws: the real client, which
// parses every message (the display's own cost included, all N on this machine).
// IPC: {type:'start', url, n} -> {type:'ready'} once every client has its first list;
// {type:'collect'} -> {type:'data', deliveries: [sequence, epochMs[]][], errors} and a fresh record.
import { performance } from 'node:perf_hooks';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export const DISPLAY_QUERY = `subscription { callsChanged { system_id sequence link calls { id call_type_id call_type_text call_source_id call_source_text
  section_id section_name number device_text_short device_text_long position duration opened_at closed_at handled_by_app_username
  system_id system_name call_type { id name flag urgency char color sort_order text } call_source { id char }
  section { id name allow_manual_call_closure } system_tree_node { id serial text_short text_long deny_manual_call_closure } } } }`;

type Message = { type: 'start'; url: string; n: number } | { type: 'collect' } | { type: 'stop' };

const clients: Client[] = [];
let deliveries = new Map<number, number[]>();
let errors = 0;
let firstSeen = 0;

const RAW = (process.env.CLIENT ?? 'raw') === 'raw';
const sockets: WebSocket[] = [];

function rawClient(url: string, onList: (sequence: number, at: number) => void): WebSocket {
  const socket = new WebSocket(url, 'graphql-transport-ws');
  socket.on('open', () =>
    socket.send(JSON.stringify({ type: 'connection_init', payload: { 'X-CS-System': '01' } })),
  );
  socket.on('message', (data: Buffer) => {
    const at = performance.timeOrigin + performance.now();
    const head = data.toString('utf8', 0, Math.min(data.length, 160));
    if (head.startsWith('{"id"')) {
      const m = /"sequence":(\d+)/.exec(head);
      if (m) return onList(Number(m[1]), at);
      if (head.includes('"type":"error"')) errors += 1;
      return;
    }
    const msg = JSON.parse(data.toString()) as { type: string };
    if (msg.type === 'connection_ack')
      socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: DISPLAY_QUERY } }));
    else if (msg.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
  });
  socket.on('error', () => void (errors += 1));
  return socket;
}

process.on('message', async (message: Message) => {
  if (message.type === 'start') {
    for (let i = 0; i < message.n; i++) {
      if (RAW) {
        let first = true;
        sockets.push(
          rawClient(message.url, (sequence, at) => {
            if (first) {
              first = false;
              firstSeen += 1;
              if (firstSeen === message.n) process.send!({ type: 'ready' });
              return;
            }
            let list = deliveries.get(sequence);
            if (!list) deliveries.set(sequence, (list = []));
            list.push(at);
          }),
        );
        if (i % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      const client = createClient({
        url: message.url,
        webSocketImpl: WebSocket,
        connectionParams: { 'X-CS-System': '01' },
        retryAttempts: 0,
        lazy: false,
      });
      clients.push(client);
      let first = true;
      client.subscribe<{ callsChanged: { sequence: number } }>(
        { query: DISPLAY_QUERY },
        {
          next: (result) => {
            const at = performance.timeOrigin + performance.now();
            const sequence = result.data?.callsChanged.sequence ?? -1;
            if (first) {
              first = false;
              firstSeen += 1;
              if (firstSeen === message.n) process.send!({ type: 'ready' });
              return;
            }
            let list = deliveries.get(sequence);
            if (!list) deliveries.set(sequence, (list = []));
            list.push(at);
          },
          error: () => void (errors += 1),
          complete: () => {},
        },
      );
      // Connect in small steps: 500 upgrades at once would measure the accept queue, not the push.
      if (i % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } else if (message.type === 'collect') {
    process.send!({ type: 'data', deliveries: [...deliveries], errors });
    deliveries = new Map();
  } else {
    for (const s of sockets) s.terminate();
    await Promise.all(clients.map((c) => c.dispose()));
    process.exit(0);
  }
});
