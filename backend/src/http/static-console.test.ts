// The built console is served from the same port with SPA fallback, never in place of the API.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test-support/test-server.ts';
import type { TestServer } from '../test-support/test-server.ts';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'cs-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  // As the console's build writes it (console/vite-page-preloads.ts): index.html with the display's code announced.
  mkdirSync(path.join(dist, 'pages'));
  writeFileSync(
    path.join(dist, 'pages', 'display.html'),
    '<!doctype html><link rel="modulepreload" href="/assets/display-1.js"><div id="root"></div>',
  );
  writeFileSync(
    path.join(dist, 'assets', 'app-abc123.js'),
    'console.log(1)\n//# sourceMappingURL=app-abc123.js.map',
  );
  writeFileSync(
    path.join(dist, 'assets', 'app-abc123.js.map'),
    '{"version":3,"sources":["../src/secret.ts"]}',
  );
  // As the console's build lays them out (vite-plugin-compression2): the same script as .br and .gz beside it.
  const script = Buffer.from('console.log("the display");\n'.repeat(100));
  writeFileSync(path.join(dist, 'assets', 'shell-def456.js'), script);
  writeFileSync(path.join(dist, 'assets', 'shell-def456.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets', 'shell-def456.js.gz'), gzipSync(script));
  server = await startTestServer({ staticDir: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('console static serving', () => {
  it('deep links answer index.html (spec 01 §2 routes such as /display/:slug)', async () => {
    const res = await fetch(`${server.url}/display/station-1`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('x-cs-version')).toBe('5.406');
    expect(res.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
  });

  it("a page with an HTML of its own gets it on each of its paths, with the display's code announced (issue 11)", async () => {
    for (const url of ['/display', '/display/station-1', '/display/station-1/call/7?system=1']) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<link rel="modulepreload" href="/assets/display-1.js">');
    }
    for (const url of ['/', '/admin/users', '/displays', '/tree/edit/3']) {
      const text = await (await fetch(`${server.url}${url}`)).text();
      expect(text).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('sends the precompressed copy the browser accepts, brotli first, and the plain file to others', async () => {
    // node:http, not fetch: fetch would ask for gzip itself and unpack the body.
    const get = (encoding: string | null) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const headers = encoding ? { 'accept-encoding': encoding } : {};
        request(`${server.url}/assets/shell-def456.js`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toContain('the display');
    expect((await get('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get(null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('the display');
  });

  it('answers a script of another build with 404, not the page in its place', async () => {
    const res = await fetch(`${server.url}/assets/shell-old999.js`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<div id="root">');
  });

  it('serves no source map, even one lying in the build folder, and not the page in its place', async () => {
    for (const file of ['/assets/app-abc123.js.map', '/assets/missing.js.map', '/index.html.map']) {
      const res = await fetch(`${server.url}${file}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('sources');
    }
  });

  it('never answers API or socket paths with the SPA', async () => {
    expect((await fetch(`${server.url}/backend/nope`)).status).toBe(404);
    expect((await fetch(`${server.url}/ws/backend`)).status).toBe(404);
  });
});
