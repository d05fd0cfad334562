// The demo's shift of simulated phones (issue 19, demo/demo-shift.ts): the trainer panel reads which phones are on
// shift and what each is doing, and switches them on or off. Demo mode only (mounted under demoRoutes), behind the
// demo REST's access rule (demo-access.ts); the switch is audited.
//   GET  /phones          -> { ok, phones: DemoPhonesState }
//   POST /phones { on }   -> { ok, phones: DemoPhonesState }   400 without a boolean `on`
import { demoPhonesRequest } from '@cs/contracts/demo';
import express from 'express';
import type { Response } from 'express';
import type { Services } from '../context.ts';
import { t } from '../platform/messages.ts';
import type { CsRequest } from './transport-middleware.ts';
import type { DemoAudit } from './demo-audit.ts';

export function demoPhoneRoutes(services: Services, audit: DemoAudit): express.Router {
  const router = express.Router();
  const notRunning = (res: Response) =>
    res.status(404).json({ ok: false, errors: [{ field: 'common', message: 'system is not simulated' }] });

  router.get('/phones', (_req: CsRequest, res: Response) => {
    const shift = services.demoShift;
    if (!shift) return notRunning(res);
    return res.json({ ok: true, phones: shift.state() });
  });

  router.post('/phones', async (req: CsRequest, res: Response) => {
    const shift = services.demoShift;
    if (!shift) return notRunning(res);
    const parsed = demoPhonesRequest.safeParse(req.body ?? {});
    if (!parsed.success)
      return res
        .status(400)
        .json({ ok: false, errors: [{ field: 'on', message: t(req.cs!.locale, 'validation.invalid') }] });
    const phones = await shift.setOn(parsed.data.on);
    audit(req, 'demo_phones', { on: parsed.data.on, phones: phones.phones.length }, 'ok');
    return res.json({ ok: true, phones });
  });
  return router;
}
