// The wall display's server render (ARCHITECTURE §12a): the entry of the console's SSR build (`vite build --ssr`),
// which the composition root (main.ts) hands to the backend's HTTP layer. /display and /display/<profile> answer with
// the open calls' cards in the HTML, drawn by the components the browser runs, and the data they were drawn from;
// the browser hydrates that (main.tsx) and subscribes. Anything that fails rejects: the backend then sends the page
// without the server's HTML, which the browser renders alone, as before.
import {
  displayQueryBody,
  type DisplayPageRequest,
  type DisplayQuery,
  type DisplayRenderer,
} from '@cs/contracts/display-page';
import { mantineHtmlProps } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { DisplayRoute } from '../../features/display/lazy.tsx';
import { seedEarlyFeed } from '../../features/display/feed/early-feed.ts';
import { DEFAULT_LOCALE } from '../../platform/i18n/locale-choice.ts';
import { loadLocale, switchLocale } from '../../platform/i18n/i18n.ts';
import { createRuntime } from '../../platform/runtime.ts';
import type { ConsoleClock } from '../../platform/clock.ts';
import { consoleApp } from '../console-app.tsx';
import { PAYLOAD_ID } from './display-payload.ts';
import type { FirstPaintParams } from './first-paint.ts';
import firstPaintScript from './first-paint.ts?inline-script';
import { loadDisplay } from './load-payload.ts';

/** The display's own pages; its call form (/display/…/call/…) is left to the browser. */
const DISPLAY_PAGE = /^\/display(\/[^/]+)?\/?$/;
/** The renderer's addresses are never fetched: its fetch is the backend's executor. */
const ORIGIN = 'http://display.invalid';

export const displayRenderer: DisplayRenderer = { render: renderDisplayPage };
// The display's code loads with the renderer, at the backend's start, not in the first wall screen's request.
void DisplayRoute.preload();

async function renderDisplayPage(request: DisplayPageRequest): Promise<string | null> {
  const url = new URL(request.url, ORIGIN);
  if (!DISPLAY_PAGE.test(url.pathname) || url.pathname.startsWith('/display/call')) return null;
  const refusals: unknown[] = [];
  const runtime = createRuntime({
    origin: ORIGIN,
    locale: DEFAULT_LOCALE,
    clock: stoppedClock(request.now),
    fetch: executorFetch(request.execute, refusals),
    production: true,
  });
  try {
    const [display] = await Promise.all([loadDisplay(runtime, url, request.now), DisplayRoute.preload()]);
    const { payload, settings } = display;
    await loadLocale(payload.locale);
    if (payload.locale !== DEFAULT_LOCALE) await switchLocale(runtime.i18n, payload.locale);
    seedEarlyFeed(runtime, payload.feeds);
    const html = renderToString(
      consoleApp(
        runtime,
        (routes) => <StaticRouter location={url.pathname + url.search}>{routes}</StaticRouter>,
        payload.first,
      ),
    );
    // A part that suspended would be drawn by the browser instead, which React reports as an error: not ours to send.
    if (/<!--\$[!?]/.test(html)) throw new Error('a part of the display suspended in the server render');
    if (!html.includes('data-testid="display"')) throw new Error('the server render drew no display');
    const firstPaint: FirstPaintParams = {
      system: payload.systemId,
      locale: payload.locale,
      localeFixed: !!settings.locale,
      slug: display.slug,
      profiles: display.profiles,
      grid: { fontSize: settings.fontSize, extraLines: settings.systems.length > 1 ? 1 : 0 },
    };
    return page(request.template, {
      lang: payload.locale,
      root: html,
      data: inScript(payload),
      script: `${firstPaintScript};__csFirstPaint.firstPaint(${inScript(firstPaint)})`,
      nonce: request.nonce,
    });
  } catch (error) {
    // The backend's refusal is the reason (display-page.ts logs it), not Apollo's wrapping of it.
    throw refusals[0] ?? error;
  } finally {
    runtime.dispose();
  }
}

/** JSON that no text in it can end the script element it stands in (`</script>`, `<!--`). */
const inScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function page(
  template: string,
  p: { lang: string; root: string; data: string; script: string; nonce: string },
): string {
  const html = /<html[^>]*>/;
  const root = '<div id="root"></div>';
  if (!html.test(template) || !template.includes(root)) throw new Error('the page template has no root');
  return template
    .replace(
      html,
      `<html lang="${p.lang}" data-mantine-color-scheme="${mantineHtmlProps['data-mantine-color-scheme']}">`,
    )
    .replace(
      root,
      () =>
        `<div id="root" data-ssr="">${p.root}</div>` +
        `<script type="application/json" id="${PAYLOAD_ID}">${p.data}</script>` +
        `<script nonce="${p.nonce}">${p.script}</script>`,
    );
}

/** The render happens at one instant: its clock stands still, and nothing it would start runs. */
function stoppedClock(now: number): ConsoleClock {
  return { now: () => now, setTimeout: () => null, clearTimeout: () => undefined };
}

/**
 * fetch for the runtime's Apollo client: each operation goes to the backend's executor, as the browser sends it. The
 * executor's rejection (the system is unavailable) is answered as the browser gets it, HTTP 424: the error link takes
 * that without a log line of its own, where a rejected fetch was written to stdout as a network error, with its stack,
 * once per query of the render.
 */
function executorFetch(
  execute: (query: DisplayQuery) => Promise<unknown>,
  refusals: unknown[],
): typeof fetch {
  return async (_input, init) => {
    const headers = new Headers(init?.headers);
    const body = displayQueryBody.parse(JSON.parse(String(init?.body)));
    const json = { 'Content-Type': 'application/json' };
    try {
      const answer = await execute({
        query: body.query,
        variables: body.variables,
        systemId: Number(headers.get('X-CS-System')),
        locale: headers.get('Accept-Language') ?? DEFAULT_LOCALE,
      });
      return new Response(JSON.stringify(answer), { headers: json });
    } catch (error) {
      refusals.push(error);
      const message = error instanceof Error ? error.message : String(error);
      return new Response(JSON.stringify({ errors: [{ message }] }), { status: 424, headers: json });
    }
  };
}
