// The demo's embedded app clients (spec 02 §7: /app with storagePartition, demoClient and demoUser): a client
// that has no secret in its storage partition asks here for its phone's pairing token, then pairs over /ws/app
// like any phone (docs/protocols.md §7). A phone paired before (another browser, a cleared partition) gets a
// fresh token: its old secret stops working, the licence's count of paired phones stays the same. Demo mode only
// (mounted under demoRoutes), behind the demo REST's access rule (demo-access.ts).
import { demoAppPairingRequest } from '@cs/contracts/demo';
import express from 'express';
import type { Response } from 'express';
import type { Services } from '../context.ts';
import { demoPairingToken } from '../demo/demo-pairing.ts';
import { t } from '../platform/messages.ts';
import type { CsRequest } from './transport-middleware.ts';
import type { DemoAudit } from './demo-routes.ts';

export function demoAppRoutes(services: Services, audit: DemoAudit): express.Router {
  const router = express.Router();
  router.post('/app/pairing', async (req: CsRequest, res: Response) => {
    const locale = req.cs!.locale;
    const parsed = demoAppPairingRequest.safeParse(req.body ?? {});
    if (!parsed.success)
      return res
        .status(400)
        .json({ ok: false, errors: [{ field: 'common', message: t(locale, 'validation.invalid') }] });
    const clientId = parsed.data.client_id;
    const token = await demoPairingToken(services, clientId);
    // The token is a secret of the phone: the audit row names the client, never the token.
    audit(req, 'demo_app_pairing', { client_id: clientId }, token ? 'ok' : 'failed');
    if (!token)
      return res
        .status(404)
        .json({ ok: false, errors: [{ field: 'common', message: t(locale, 'demo.unknown_app_client') }] });
    return res.json({ ok: true, token });
  });
  return router;
}
