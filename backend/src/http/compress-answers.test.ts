// GraphQL answers over HTTP compressed when the client accepts it and the answer is large (compress-answers.ts,
// issue 15: a 1,000-bed tree is 900 kB of JSON), read back by Node's own zlib; small answers go as they are.
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { COMPRESS_FROM_BYTES } from './compress-answers.ts';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  // a generated ward of 100 beds (twin/src/ward): a tree answer of about 100 kB
  server = await startTestServer({
    simulation: {
      systems: [{ id: 1, name: 'Test-Spital', seed: 3, getsPort: 0, hubPort: 0, size: { beds: 100 } }],
    },
  });
  cookie = (await login(server, 'admin', 'admin')).cookie as string;
});
afterAll(() => server.close());

const TREE = '{ systemTree { nodes { id parent_id kind name text_short text_long section_name } } }';
const SMALL = '{ __typename }';

/** The raw answer: status, encoding and bytes as they came over the wire. */
function post(query: string, acceptEncoding: string) {
  return new Promise<{ status: number; encoding?: string; type?: string; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        `${server.url}/backend/query`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding, cookie },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              encoding: res.headers['content-encoding'],
              type: res.headers['content-type'],
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ query }));
    },
  );
}

describe('compressed answers', () => {
  it('a large answer comes gzipped or as brotli, and reads back as the same JSON', async () => {
    const plain = await post(TREE, 'identity');
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const answer = JSON.parse(plain.body.toString('utf8')) as { data: { systemTree: { nodes: unknown[] } } };
    expect(answer.data.systemTree.nodes.length).toBeGreaterThan(300);

    const gzipped = await post(TREE, 'gzip');
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toEqual(answer);

    const brotli = await post(TREE, 'br');
    expect(brotli.encoding).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(answer);
  });

  it('a small answer goes as it is', async () => {
    const res = await post(SMALL, 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.encoding).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });

  it('fetch, as the console reads it, gets the answer whole', async () => {
    const res = await gql(server, TREE, {}, { cookie });
    expect(res.headers.get('content-encoding')).toMatch(/^(gzip|br)$/);
    expect((res.body.data?.systemTree as { nodes: unknown[] }).nodes.length).toBeGreaterThan(300);
  });
});
