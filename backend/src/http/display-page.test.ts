// The server-rendered display's page (ARCHITECTURE §12a, issue 37) as the HTTP layer handles it, with a renderer that
// does what the test says: it gets the display's page as template, a nonce that is the response's CSP nonce, the
// backend's clock and an executor that answers as to an anonymous display (the public allow-list); a failing, missing
// or slow renderer, or a failed query, leaves the browser-drawn page (logged), never an error page; a signed-in
// browser gets the browser-drawn page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DisplayPageRequest, DisplayRenderer } from '@cs/contracts/display-page';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLogger, type Logger } from '../platform/logger.ts';
import { capturedLog } from '../test-support/captured-log.ts';
import { login, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { RENDER_DEADLINE_MS } from './display-page.ts';

const TEMPLATE = '<!doctype html><html lang="de"><body><div id="root"></div></body></html>';
const log = capturedLog('warn');
let previous: Logger;
let server: TestServer;
let dist: string;
/** What the renderer does with the next request; the requests it got. */
let behaviour: (request: DisplayPageRequest) => Promise<string | null>;
const requests: DisplayPageRequest[] = [];
const renderer: DisplayRenderer = {
  render: (request) => {
    requests.push(request);
    return behaviour(request);
  },
};

beforeAll(async () => {
  previous = setLogger(log.logger);
  dist = mkdtempSync(path.join(tmpdir(), 'cs-dist-'));
  mkdirSync(path.join(dist, 'pages'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'pages', 'display.html'), TEMPLATE);
  server = await startTestServer({ staticDir: dist, displayRenderer: renderer });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
  setLogger(previous);
});
beforeEach(() => {
  requests.length = 0;
  log.lines.length = 0;
});

const page = async (url: string, cookie?: string) => {
  const res = await fetch(`${server.url}${url}`, { headers: cookie ? { cookie } : {} });
  return { res, text: await res.text() };
};
const errorsLogged = () => log.lines.filter((l) => l.level === 'error').map((l) => l.msg);

describe('the server-rendered display page', () => {
  it('answers with the renderer’s page, uncached, drawn at the backend’s time, its script allowed by nonce', async () => {
    behaviour = async (r) =>
      r.template.replace('<div id="root"></div>', `<div id="root" data-ssr="">${r.nonce}</div>`);
    const { res, text } = await page('/display/wohnbereich-1?fontsize=larger');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(text).toBe(
      `<!doctype html><html lang="de"><body><div id="root" data-ssr="">${nonce}</div></body></html>`,
    );
    expect(requests[0]).toMatchObject({
      url: '/display/wohnbereich-1?fontsize=larger',
      now: server.clock.now(),
    });
  });

  it('runs the renderer’s queries as an anonymous display: public operations answer, others need a session', async () => {
    let answers: unknown[] = [];
    behaviour = async (r) => {
      answers = await Promise.all([
        r.execute({ query: '{ openCalls { id } publicSystemParams { id } }', systemId: 1, locale: 'de' }),
        r.execute({ query: '{ users { id } }', systemId: 1, locale: 'de' }),
      ]);
      return null;
    };
    const admin = await login(server, 'admin', 'admin');
    // the renderer never sees the session of a browser that has none; a signed-in browser is not rendered at all
    await page('/display');
    expect(answers[0]).toMatchObject({ data: { openCalls: [], publicSystemParams: [{ id: 1 }, { id: 2 }] } });
    expect(JSON.stringify(answers[1])).toContain('MISSING_AUTH');
    requests.length = 0;
    const signedIn = await page('/display', admin.cookie);
    expect(requests).toHaveLength(0);
    expect(signedIn.text).toBe(TEMPLATE);
  });

  it.each([
    ['throws', () => Promise.reject(new Error('render failed'))],
    [
      'asks for an unavailable system',
      (r: DisplayPageRequest) =>
        r.execute({ query: '{ openCalls { id } }', systemId: 7, locale: 'de' }).then(() => 'drawn'),
    ],
  ])('a renderer that %s: the browser-drawn page, and the reason in the log', async (_what, render) => {
    behaviour = render;
    const { res, text } = await page('/display');
    expect(res.status).toBe(200);
    expect(text).toBe(TEMPLATE);
    expect(errorsLogged()).toEqual(['display not rendered on the server: the browser draws it']);
  });

  it(`a render slower than ${RENDER_DEADLINE_MS} ms: the browser-drawn page at the deadline`, async () => {
    behaviour = () => new Promise(() => {});
    const answer = page('/display');
    while (requests.length === 0) await new Promise((r) => setTimeout(r, 5));
    server.clock.advance(RENDER_DEADLINE_MS);
    expect((await answer).text).toBe(TEMPLATE);
    expect(errorsLogged()).toHaveLength(1);
  });

  it('what the renderer declines (null) and other pages are not its to draw', async () => {
    behaviour = async () => null;
    expect((await page('/display/x/call/3')).text).toBe(TEMPLATE);
    requests.length = 0;
    expect((await page('/displays')).text).toBe('<!doctype html><div id="root"></div>');
    expect(requests).toHaveLength(0);
  });
});

describe('without a renderer', () => {
  it('the display is the browser-drawn page', async () => {
    const plain = await startTestServer({ staticDir: dist });
    try {
      const res = await fetch(`${plain.url}/display`);
      expect(await res.text()).toBe(TEMPLATE);
    } finally {
      await plain.close();
    }
  });
});
