// Serves the built console (console/dist) with SPA fallback: any GET that is not the API and not a
// file answers index.html, so deep links like /display/ward-1 work after a reload. A page the build gave an HTML of
// its own (pages/<first path segment>.html: index.html with the page's code announced, console/vite-page-preloads.ts)
// answers that instead, so a cold /display fetches its code beside the shell (issue 11). With a display renderer, the
// display's pages are drawn by the backend first (display-page.ts), from that same page as their template.
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export interface StaticConsoleOptions {
  /** the server-rendered display (display-page.ts) for a template: the display's page of this build */
  displayPage?: (template: () => Promise<string>) => RequestHandler;
}

export function staticConsole(dir: string, options: StaticConsoleOptions = {}): express.Router | null {
  const index = path.join(dir, 'index.html');
  if (!existsSync(index)) return null;
  const pagesDir = path.join(dir, 'pages');
  const pages = new Map(
    (existsSync(pagesDir) ? readdirSync(pagesDir) : [])
      .filter((f) => f.endsWith('.html'))
      .map((f) => [f.slice(0, -'.html'.length), path.join(pagesDir, f)]),
  );
  const router = express.Router();
  // Source maps are never public (the build makes none; one copied in by hand is not served either), and a
  // missing asset is a 404, not the console's page under a script's name.
  router.get(/\.map$/, (_req: Request, res: Response) => void res.status(404).json({ error: 'not found' }));
  // Hashed assets may be cached for long; index.html must always be fresh to pick up a new version. The build
  // lays .br and .gz copies beside the scripts and styles: sent as they are to browsers that accept them.
  router.use(
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders: (res, file) =>
          file.includes(`${path.sep}assets${path.sep}`) &&
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
      },
    }),
  );
  // A script of another build (a tab open across an update) is a 404 the loader retries, not the page as a script.
  router.get(
    '/assets/{*splat}',
    (_req: Request, res: Response) => void res.status(404).json({ error: 'not found' }),
  );
  const displayHtml = pages.get('display');
  // Read per request, like the page sendFile answers: a rebuilt console is served without a restart.
  if (options.displayPage && displayHtml)
    router.get(
      '/{*splat}',
      options.displayPage(() => readFile(displayHtml, 'utf8')),
    );
  router.get('/{*splat}', (req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/backend') || req.path.startsWith('/ws')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    const segment = /^\/([^/]+)/.exec(req.path)?.[1];
    res.sendFile((segment !== undefined && pages.get(segment)) || index);
  });
  return router;
}
