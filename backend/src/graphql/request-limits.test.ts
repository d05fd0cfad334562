// Body size limits before parsing: GraphQL bodies and WebSocket messages are capped at 1 MiB,
// the parser stops at 5,000 tokens (alias bombs cost nothing), and literals nested too deeply are a
// client error in the caller's language, never 'Unexpected error.' (it was for 18 of 13,000 fuzzed
// mutations; the deep ones also overflowed the stack while the validator printed them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { collect, gql, login, startTestServer, wsClient } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { seededRandom } from '../test-support/seeded-random.ts';
import { MAX_REQUEST_BYTES, MAX_UPLOAD_REQUEST_BYTES, MAX_TOKENS } from './request-limits.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server, 'admin', 'admin')).cookie!;
});
afterAll(() => server.close());

const post = (body: string, lang = 'de', cookie?: string) =>
  fetch(`${server.url}/backend/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    body,
  });

describe('request size', () => {
  it('a user who may upload checkpoint map images sends up to 8 MiB (5 MB image as a data URL), others 1 MiB', async () => {
    const pflege = (await login(server, 'pflege', 'pflege')).cookie!;
    const twoMiB = JSON.stringify({
      query: '{ license { id } }',
      variables: { x: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect((await post(twoMiB, 'de', pflege)).status).toBe(413);
    const image = 'x'.repeat(7 * 1024 * 1024);
    const ok = await post(JSON.stringify({ query: '{ license { id } }', variables: { image } }), 'de', admin);
    expect(ok.status).toBe(200);
    const over = 'x'.repeat(MAX_UPLOAD_REQUEST_BYTES);
    const refused = await post(
      JSON.stringify({ query: '{ license { id } }', variables: { over } }),
      'de',
      admin,
    );
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toBe(
      'Die Anfrage ist zu gross (höchstens 8 MiB).',
    );
  });

  it('refuses an anonymous body over 1 MiB with HTTP 413 and a translated error, without parsing it', async () => {
    const padding = 'x'.repeat(MAX_REQUEST_BYTES);
    const res = await post(JSON.stringify({ query: '{ license { id } }', variables: { padding } }), 'en');
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      errors: [
        { message: 'The request is too large (at most 1 MiB).', extensions: { code: 'REQUEST_TOO_LARGE' } },
      ],
    });
    // Just under the cap is an ordinary request.
    const under = 'x'.repeat(MAX_REQUEST_BYTES - 200);
    const ok = await post(JSON.stringify({ query: '{ license { id } }', variables: { under } }));
    expect(ok.status).toBe(200);
  });

  it('stops the parser at 5,000 tokens: a 3,000-alias bomb is refused before it runs', async () => {
    const bomb = `{ ${Array.from({ length: 3000 }, (_, i) => `a${i}: license { id }`).join(' ')} }`;
    const res = await post(JSON.stringify({ query: bomb }), 'fr');
    const body = (await res.json()) as {
      data?: unknown;
      errors: Array<{ message: string; extensions: object }>;
    };
    expect(body.data).toBeUndefined();
    expect(body.errors[0]).toMatchObject({
      message: 'La requête est trop volumineuse.',
      extensions: { code: 'REQUEST_TOO_LARGE', maxTokens: MAX_TOKENS },
    });
  });

  it('closes a WebSocket whose message is over 1 MiB (1009, message too big)', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/backend`, 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(
      JSON.stringify({ type: 'connection_init', payload: { padding: 'x'.repeat(MAX_REQUEST_BYTES) } }),
    );
    expect(await closed).toBe(1009);
  });
});

describe('deeply nested literals are a client error', () => {
  const nested = (depth: number, kind: 'list' | 'object') =>
    kind === 'list'
      ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
      : `${'{a:'.repeat(depth)}1${'}'.repeat(depth)}`;

  it.each([
    [20, 'list'],
    [2400, 'list'],
    [20, 'object'],
    [1600, 'object'],
  ] as const)('%i levels of %s literal: REQUEST_TOO_DEEP in the request language', async (depth, kind) => {
    const query = `mutation { createSchedule(input: { name: ${nested(depth, kind)} }) { id } }`;
    const res = await gql(server, query, {}, { cookie: admin, lang: 'it' });
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        message: 'La richiesta è annidata troppo in profondità.',
        extensions: { code: 'REQUEST_TOO_DEEP' },
      }),
    ]);
  });

  it('fuzzed: 300 mutations with random nested literals get no Unexpected error', async () => {
    const random = seededRandom(7);
    const literal = (depth: number): string => {
      if (depth === 0) return random() < 0.5 ? '1' : '"x"';
      return random() < 0.5 ? `[${literal(depth - 1)}]` : `{a: ${literal(depth - 1)}}`;
    };
    const codes = new Map<string, number>();
    for (let i = 0; i < 300; i++) {
      const depth = Math.floor(random() ** 2 * 2000);
      const field = random() < 0.5 ? 'name' : 'time_1';
      const res = await gql(
        server,
        `mutation { createSchedule(input: { ${field}: ${literal(depth)} }) { id } }`,
        {},
        {
          cookie: admin,
        },
      );
      const code = String(
        res.body.errors?.[0]?.extensions?.code ?? (res.body.errors ? 'GRAPHQL_VALIDATION_FAILED' : 'ok'),
      );
      codes.set(code, (codes.get(code) ?? 0) + 1);
    }
    expect(codes.get('INTERNAL_SERVER_ERROR')).toBeUndefined();
    expect(codes.get('REQUEST_TOO_DEEP')).toBeGreaterThan(100);
  });

  it('over the WebSocket as well', async () => {
    const client = wsClient(server, { lang: 'en' });
    try {
      const sub = collect(
        client,
        `subscription { callsChanged(override_system: ${nested(500, 'list')}) { sequence } }`,
      );
      await sub.done().catch(() => {});
      const errors = (sub.failure ?? sub.results[0]?.errors) as Array<{ extensions?: { code?: string } }>;
      expect(errors[0]?.extensions?.code).toBe('REQUEST_TOO_DEEP');
    } finally {
      await client.dispose();
    }
  });
});
