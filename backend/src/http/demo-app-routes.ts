// The demo's embedded app clients (spec 02 §7: /app with storagePartition, demoClient and demoUser): a client
// that has no secret in its storage partition asks here for its phone's pairing token, then pairs over /ws/app
// like any phone (docs/protocols.md §7). A phone paired before (another browser, a cleared partition) gets a
// fresh token: its old secret stops working, the licence's count of paired phones stays the same. Only the demo's
// own phones (demo-pairing.ts): any other client is refused with 403 and left as it is. Demo mode only
// (mounted under demoRoutes), behind the demo REST's access rule (demo-access.ts).
import { demoAppPairingRequest } from '@cs/contracts/demo';
import express from 'express';
import type { Response } from 'express';
import type { Services } from '../context.ts';
import { demoPairingToken } from '../demo/demo-pairing.ts';
import { t } from '../platform/messages.ts';
import type { CsRequest } from './transport-middleware.ts';
import type { DemoAudit } from './demo-audit.ts';

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
    const pairing = await demoPairingToken(services, clientId);
    // The token is a secret of the phone: the audit row names the client, never the token.
    audit(
      req,
      'demo_app_pairing',
      { client_id: clientId, ...('refused' in pairing ? { refused: pairing.refused } : {}) },
      'token' in pairing ? 'ok' : 'failed',
    );
    if ('refused' in pairing)
      return res.status(pairing.refused === 'unknown_app_client' ? 404 : 403).json({
        ok: false,
        errors: [{ field: 'common', code: pairing.refused, message: t(locale, `demo.${pairing.refused}`) }],
      });
    return res.json({ ok: true, token: pairing.token });
  });
  return router;
}
