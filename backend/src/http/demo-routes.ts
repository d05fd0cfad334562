// Demo REST (spec 02 §7): trigger or close a call on a twin device, close all calls (or one device's), the devices
// with their rooms and monitoring state, reset the demo.
// Mounted only in demo mode (server.ts), so a real installation answers 404. Same CSRF rules as login
// (JSON only, own origin: csrfGuard on /backend); the system comes from X-CS-System like GraphQL's;
// no session needed, because the twin is the demo's toy, but every call is audited with whoever is
// signed in.
import { demoCloseRequest, demoTriggerRequest } from '@cs/contracts/demo';
import express from 'express';
import type { Response } from 'express';
import type { Services } from '../context.ts';
import { noScenarios, type ScenarioCatalogue } from '../demo/scenario-catalogue.ts';
import type { DemoAudit } from './demo-audit.ts';
import { invalid, notSimulated, storageFailure, unknownDevice } from './demo-answers.ts';
import { demoAppRoutes } from './demo-app-routes.ts';
import { demoDeviceRoutes } from './demo-device-routes.ts';
import { demoDevices } from './demo-devices.ts';
import { demoPhoneRoutes } from './demo-phone-routes.ts';
import { scenarioRoutes } from './demo-scenario-routes.ts';
import { requestState, type CsRequest } from './transport-middleware.ts';

/** How the demo's routes audit what they do (entity 'demo', with whoever is signed in, or nobody). */
export type { DemoAudit } from './demo-audit.ts';

export function demoRoutes(
  services: Services,
  options: { scenarios?: ScenarioCatalogue } = {},
): express.Router {
  const router = express.Router();
  const demo = services.demo;
  router.use(express.json({ limit: '4kb' }), requestState(services));

  const audit: DemoAudit = (req, action, changes, outcome) =>
    services.audit.record({
      userId: req.cs?.user?.id ?? 0,
      userName: req.cs?.user?.name ?? '',
      action,
      entity: 'demo',
      changes,
      systemId: req.cs?.systemId ?? null,
      address: req.cs?.address ?? null,
      outcome,
    });

  router.post('/call/trigger', (req: CsRequest, res: Response) => {
    const cs = req.cs!;
    const parsed = demoTriggerRequest.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(cs.locale, res);
    const body = parsed.data;
    const request = { deviceId: body.device_id, callTypeId: body.call_type_id, close: body.close === true };
    // section_id is accepted for the original demo's sake; the device's own section decides in the twin.
    const done = demo?.trigger(cs.systemId, request) ?? null;
    if (done === null) return notSimulated(res);
    audit(
      req,
      'demo_call_trigger',
      { ...request, section_id: body.section_id ?? null },
      done ? 'ok' : 'failed',
    );
    if (!done) return unknownDevice(cs.locale, res);
    return res.json({ ok: true });
  });

  // Not in spec 02 §7's list: a plain press, a device's condition, a magnet (demo-device-routes.ts).
  router.use(demoDeviceRoutes(services, audit));

  // Every open call of the system; with `device_id` only that device's (it closed every call before: issue 38).
  router.post('/call/close', (req: CsRequest, res: Response) => {
    const cs = req.cs!;
    const parsed = demoCloseRequest.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(cs.locale, res);
    const device = parsed.data.device_id;
    if (device !== undefined) {
      const done = demo?.closeDeviceCalls(cs.systemId, device) ?? null;
      if (done === null) return notSimulated(res);
      audit(req, 'demo_call_close', { device_id: device }, done ? 'ok' : 'failed');
      if (!done) return unknownDevice(cs.locale, res);
      return res.json({ ok: true, devices: 1 });
    }
    const devices = demo?.closeAllCalls(cs.systemId) ?? null;
    if (devices === null) return notSimulated(res);
    audit(req, 'demo_call_close', { devices }, 'ok');
    return res.json({ ok: true, devices });
  });

  // The devices with their rooms and what monitoring knows of them: the demo console labels its devices by room
  // and shows the battery and reachability a trainer set (device/condition).
  router.get('/devices', (req: CsRequest, res: Response) => {
    const cs = req.cs!;
    if (!demo?.systemIds.includes(cs.systemId)) return notSimulated(res);
    return res.json({ ok: true, devices: demoDevices(services, cs.systemId) });
  });

  // The demo's embedded app clients fetch their phone's pairing token (demo-app-routes.ts).
  router.use(demoAppRoutes(services, audit));

  // The demo's shift: simulated phones for the nurses on shift, on or off (demo-phone-routes.ts).
  router.use(demoPhoneRoutes(services, audit));

  // Trainer mode: the scenario library played live against the twin (demo-scenario-routes.ts).
  router.use(scenarioRoutes(services, options.scenarios ?? noScenarios, audit));

  router.post('/reset', (req: CsRequest, res: Response) => {
    if (!demo?.reset(req.cs!.systemId)) return notSimulated(res);
    audit(req, 'demo_reset', {}, 'ok');
    return res.json({ ok: true });
  });

  router.use(storageFailure);

  return router;
}
