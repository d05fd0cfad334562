// The wall display's page drawn by the backend (ARCHITECTURE §12a; issue 37): /display and /display/<profile> answer
// with the open calls' cards in the HTML, so a wall screen shows them before any of its JavaScript ran. The renderer
// is console code (a Vite SSR build) the composition root hands in; this module only decides when to ask it and
// gives it what it may read: the public operations, run as an anonymous display runs them (docs/team-contract.md
// allow-list), for the system the address names. A request with an open session gets the browser-drawn page: the
// server's HTML would be an anonymous visitor's. Whatever goes wrong, missing renderer, a failed query, an error, a render
// slower than RENDER_DEADLINE_MS, the page the browser draws alone is sent, and the reason logged; never an error
// page.
import type { Clock } from '@cs/contracts/clock';
import {
  displayQueryAnswer,
  type DisplayQuery,
  type DisplayQueryAnswer,
  type DisplayRenderer,
} from '@cs/contracts/display-page';
import type { NextFunction, Request, Response } from 'express';
import { parseCookies, resolveRequestState, SESSION_COOKIE } from '../auth/request-state.ts';
import type { Services } from '../context.ts';
import type { GraphQLServer } from '../graphql/create-yoga.ts';
import { log } from '../platform/logger.ts';
import { cspNonce } from './security-headers.ts';

/** The server's HTML must help a wall screen, never hold it up: after this long the browser draws it alone. */
export const RENDER_DEADLINE_MS = 1_000;

export interface DisplayPageOptions {
  renderer: DisplayRenderer;
  /** the browser-drawn page of the display (console/dist/pages/display.html) */
  template: () => Promise<string>;
  yoga: GraphQLServer;
  services: Services;
  clock: Clock;
}

/** Runs an operation as an anonymous display at `address` would: no session, the system's and language's headers. */
export function anonymousExecutor(
  yoga: GraphQLServer,
  services: Services,
  address: string | null,
): (query: DisplayQuery) => Promise<DisplayQueryAnswer> {
  return async ({ query, variables, systemId, locale }) => {
    const state = resolveRequestState(services, {
      system: String(systemId),
      acceptLanguage: locale,
      cookieHeader: null,
      address,
    });
    if (!state) throw new Error(`system ${systemId} unavailable`);
    const response = await yoga.fetch(
      'http://localhost/backend/query',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ query, variables }),
      },
      { req: { cs: state } },
    );
    // An answer that is not GraphQL's shape rejects: the page is then the one the browser draws alone.
    return displayQueryAnswer.parse(await response.json());
  };
}

function withDeadline<T>(work: Promise<T>, clock: Clock, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = clock.setTimeout(() => reject(new Error(`no page within ${ms} ms`)), ms);
    work.then(
      (value) => {
        clock.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clock.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export function displayPage(options: DisplayPageOptions) {
  const { renderer, template, yoga, services, clock } = options;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' || !/^\/display(\/|$)/.test(req.path)) return next();
    // A signed-in browser: its page is not an anonymous one (touch: false, looking is not using the session).
    if (services.sessions.resolve(parseCookies(req.get('cookie')).get(SESSION_COOKIE), false)) return next();
    const now = clock.now();
    const rendering = template().then((page) =>
      renderer.render({
        url: req.originalUrl,
        template: page,
        execute: anonymousExecutor(yoga, services, req.ip ?? null),
        nonce: cspNonce(res),
        now,
      }),
    );
    withDeadline(rendering, clock, RENDER_DEADLINE_MS).then(
      (html) => {
        if (html === null) return next();
        // Drawn for this moment, with its calls: never from a cache.
        res.setHeader('Cache-Control', 'no-store');
        res.type('html').send(html);
      },
      (error: unknown) => {
        log().error(
          { err: error, path: req.path },
          'display not rendered on the server: the browser draws it',
        );
        next();
      },
    );
  };
}
