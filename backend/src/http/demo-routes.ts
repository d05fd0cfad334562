// Demo REST (spec 02 §7): trigger or close a call on a twin device, close all calls (or one device's), the devices
// with their rooms and monitoring state, reset the demo.
// Mounted only in demo mode (server.ts), so a real installation answers 404. Same CSRF rules as login
// (JSON only, own origin: csrfGuard on /backend); the system comes from X-CS-System like GraphQL's;
// no session needed, because the twin is the demo's toy, but every call is audited with whoever is
// signed in.
import {
  demoCloseRequest,
  demoConditionRequest,
  demoMagnetRequest,
  demoPressRequest,
  demoTriggerRequest,
} from '@cs/contracts/demo';
import type { TwinAction } from '../demo/demo-control.ts';
import express from 'express';
import type { NextFunction, Response } from 'express';
import type { Services } from '../context.ts';
import { log } from '../platform/logger.ts';
import { t } from '../platform/messages.ts';
import { isStorageFailure } from '../store/storage-failed.ts';
import { noScenarios, type ScenarioCatalogue } from '../demo/scenario-catalogue.ts';
import type { DemoAudit } from './demo-audit.ts';
import { demoAppRoutes } from './demo-app-routes.ts';
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
  const invalid = (req: CsRequest, res: Response) =>
    res
      .status(400)
      .json({ ok: false, errors: [{ field: 'common', message: t(req.cs!.locale, 'validation.invalid') }] });
  const notSimulated = (res: Response) =>
    res.status(404).json({ ok: false, errors: [{ field: 'common', message: 'system is not simulated' }] });

  router.post('/call/trigger', (req: CsRequest, res: Response) => {
    const cs = req.cs!;
    const parsed = demoTriggerRequest.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(req, res);
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
    if (!done)
      return res
        .status(422)
        .json({ ok: false, errors: [{ field: 'common', message: t(cs.locale, 'demo.unknown_device') }] });
    return res.json({ ok: true });
  });

  // Not in spec 02 §7's list: the demo console's device buttons need a plain press, which call/trigger
  // ("bring the device to have this call") cannot express: alert while presence is on must become an
  // emergency (spec 02 §4), where trigger(alert) would first take presence back.
  router.post('/device/press', (req: CsRequest, res: Response) => {
    const cs = req.cs!;
    const parsed = demoPressRequest.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(req, res);
    const request = { deviceId: parsed.data.device_id, button: parsed.data.button };
    const done = demo?.press(cs.systemId, request.deviceId, request.button) ?? null;
    if (done === null) return notSimulated(res);
    audit(req, 'demo_device_press', { ...request, button: request.button ?? null }, done ? 'ok' : 'failed');
    if (!done)
      return res
        .status(422)
        .json({ ok: false, errors: [{ field: 'common', message: t(cs.locale, 'demo.unknown_device') }] });
    return res.json({ ok: true });
  });

  // Not in spec 02 §7's list either: device monitoring (issue 18) needs a battery level, a hub's probable-defect
  // criterion or a lost radio link on a device, as a trainer's scenario sets them.
  router.post('/device/condition', (req: CsRequest, res: Response) => {
    const cs = req.cs!;
    const parsed = demoConditionRequest.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(req, res);
    const body = parsed.data;
    const device = body.device_id;
    const action: TwinAction =
      'battery' in body
        ? { kind: 'battery', device, level: body.battery }
        : 'criterion' in body
          ? { kind: 'criterion', device, code: body.criterion }
          : { kind: 'link', device, up: body.link === 'up' };
    if (!demo?.systemIds.includes(cs.systemId)) return notSimulated(res);
    const known = services.systems.get(cs.systemId)?.nodes.some((n) => n.number === device) ?? false;
    audit(req, 'demo_device_condition', { ...body }, known ? 'ok' : 'failed');
    if (!known)
      return res
        .status(422)
        .json({ ok: false, errors: [{ field: 'common', message: t(cs.locale, 'demo.unknown_device') }] });
    demo.perform(cs.systemId, action);
    return res.json({ ok: true });
  });

  // Not in spec 02 §7's list: the global search's device search (spec 01 §4) waits for a magnet held to a device;
  // in the demo nobody holds one, so the console holds it for the trainer. The twin's hub reports the contact only
  // while device search is on, as a real hub does.
  router.post('/device/magnet', (req: CsRequest, res: Response) => {
    const cs = req.cs!;
    const parsed = demoMagnetRequest.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(req, res);
    const device = parsed.data.device_id;
    if (!demo?.systemIds.includes(cs.systemId)) return notSimulated(res);
    const known = services.systems.get(cs.systemId)?.nodes.some((n) => n.number === device) ?? false;
    audit(req, 'demo_device_magnet', { device_id: device }, known ? 'ok' : 'failed');
    if (!known)
      return res
        .status(422)
        .json({ ok: false, errors: [{ field: 'common', message: t(cs.locale, 'demo.unknown_device') }] });
    demo.magnetContact(cs.systemId, device);
    return res.json({ ok: true });
  });

  // Every open call of the system; with `device_id` only that device's (it closed every call before: issue 38).
  router.post('/call/close', (req: CsRequest, res: Response) => {
    const cs = req.cs!;
    const parsed = demoCloseRequest.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(req, res);
    const device = parsed.data.device_id;
    if (device !== undefined) {
      const done = demo?.closeDeviceCalls(cs.systemId, device) ?? null;
      if (done === null) return notSimulated(res);
      audit(req, 'demo_call_close', { device_id: device }, done ? 'ok' : 'failed');
      if (!done)
        return res
          .status(422)
          .json({ ok: false, errors: [{ field: 'common', message: t(cs.locale, 'demo.unknown_device') }] });
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

  // The audit row is written after the twin acted (its outcome is part of the row); when the disk refuses it
  // (disk full, read-only folder: bench/faults) the answer says so in JSON instead of express's HTML page.
  router.use((error: unknown, req: CsRequest, res: Response, next: NextFunction) => {
    if (res.headersSent || !isStorageFailure(error)) return next(error);
    log().error({ err: error }, 'demo: storage write failed');
    return res.status(500).json({
      ok: false,
      errors: [
        {
          field: 'common',
          code: 'STORAGE_FAILED',
          message: t(req.cs?.locale ?? 'de', 'storage.audit_failed'),
        },
      ],
    });
  });

  return router;
}
