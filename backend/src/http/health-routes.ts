// Health checks without a login (docs/deployment.md "Health checks"): /healthz says the process serves HTTP
// (liveness: container HEALTHCHECK, restart policies); /readyz says whether it can do its work (stores open,
// links to the call system up: monitoring, load balancers), 503 with the reasons when not. Never cached.
import express from 'express';
import type { Request, Response } from 'express';
import type { Services } from '../context.ts';
import { readiness, systemLinks } from '../modules/health/readiness.ts';
import { PRODUCT_VERSION } from '../platform/version.ts';
import type { StoreProbes } from '../store/store-probes.ts';

export function healthRoutes(
  services: Services,
  stores: StoreProbes,
  closing: () => boolean,
): express.Router {
  const router = express.Router();
  router.get('/healthz', (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', version: PRODUCT_VERSION });
  });
  router.get('/readyz', (_req: Request, res: Response) => {
    const report = readiness(stores, systemLinks(services), closing());
    res.setHeader('Cache-Control', 'no-store');
    res.status(report.status === 'ready' ? 200 : 503).json(report);
  });
  return router;
}
