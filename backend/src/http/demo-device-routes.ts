// Demo REST routes on one device that spec 02 §7 does not list, for the demo console and the trainer: a plain
// button press, a condition (battery, criterion, radio link) and a magnet held to the device.
import { demoConditionRequest, demoMagnetRequest, demoPressRequest } from '@cs/contracts/demo';
import express from 'express';
import type { Response } from 'express';
import type { Services } from '../context.ts';
import type { TwinAction } from '../demo/demo-control.ts';
import type { DemoAudit } from './demo-audit.ts';
import { invalid, notSimulated, unknownDevice } from './demo-answers.ts';
import type { CsRequest } from './transport-middleware.ts';

export function demoDeviceRoutes(services: Services, audit: DemoAudit): express.Router {
  const router = express.Router();
  const demo = services.demo;
  const known = (systemId: number, device: number) =>
    services.systems.get(systemId)?.nodes.some((n) => n.number === device) ?? false;

  // The demo console's device buttons need a plain press, which call/trigger ("bring the device to have this call")
  // cannot express: alert while presence is on must become an emergency (spec 02 §4), where trigger(alert) would
  // first take presence back.
  router.post('/device/press', (req: CsRequest, res: Response) => {
    const cs = req.cs!;
    const parsed = demoPressRequest.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(cs.locale, res);
    const request = { deviceId: parsed.data.device_id, button: parsed.data.button };
    const done = demo?.press(cs.systemId, request.deviceId, request.button) ?? null;
    if (done === null) return notSimulated(res);
    audit(req, 'demo_device_press', { ...request, button: request.button ?? null }, done ? 'ok' : 'failed');
    if (!done) return unknownDevice(cs.locale, res);
    return res.json({ ok: true });
  });

  // Device monitoring (issue 18) needs a battery level, a hub's probable-defect criterion or a lost radio link on a
  // device, as a trainer's scenario sets them.
  router.post('/device/condition', (req: CsRequest, res: Response) => {
    const cs = req.cs!;
    const parsed = demoConditionRequest.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(cs.locale, res);
    const body = parsed.data;
    const device = body.device_id;
    const action: TwinAction =
      'battery' in body
        ? { kind: 'battery', device, level: body.battery }
        : 'criterion' in body
          ? { kind: 'criterion', device, code: body.criterion }
          : { kind: 'link', device, up: body.link === 'up' };
    if (!demo?.systemIds.includes(cs.systemId)) return notSimulated(res);
    const ok = known(cs.systemId, device);
    audit(req, 'demo_device_condition', { ...body }, ok ? 'ok' : 'failed');
    if (!ok) return unknownDevice(cs.locale, res);
    demo.perform(cs.systemId, action);
    return res.json({ ok: true });
  });

  // The global search's device search (spec 01 §4) waits for a magnet held to a device; in the demo nobody holds
  // one, so the console holds it for the trainer. The twin's hub reports the contact only while device search is
  // on, as a real hub does.
  router.post('/device/magnet', (req: CsRequest, res: Response) => {
    const cs = req.cs!;
    const parsed = demoMagnetRequest.safeParse(req.body ?? {});
    if (!parsed.success) return invalid(cs.locale, res);
    const device = parsed.data.device_id;
    if (!demo?.systemIds.includes(cs.systemId)) return notSimulated(res);
    const ok = known(cs.systemId, device);
    audit(req, 'demo_device_magnet', { device_id: device }, ok ? 'ok' : 'failed');
    if (!ok) return unknownDevice(cs.locale, res);
    demo.magnetContact(cs.systemId, device);
    return res.json({ ok: true });
  });

  return router;
}
