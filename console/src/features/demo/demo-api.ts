// Demo REST (spec 02 §7, docs/team-contract.md): JSON POSTs to /backend/demo/*, always for the demo system.
// The backend answers 404 outside demo mode.
import {
  demoCloseAnswer,
  demoDevicesAnswer,
  demoOkAnswer,
  demoPhonesAnswer,
  demoProgressAnswer,
  demoRefusal,
  demoScenariosAnswer,
  type DemoButton,
} from '@cs/contracts/demo';
import type { z } from 'zod';
import { systemHeader } from '../../platform/transport/headers.ts';
import { DEMO_SYSTEM_ID } from './demo-devices.ts';

export class DemoRequestError extends Error {
  constructor(
    readonly status: number,
    /** the backend's reason, already in the request's language (e.g. the demo REST is local-only) */
    readonly reason: string | null = null,
  ) {
    super(`demo request failed: ${status}`);
  }
}

/** The error of a refused demo request, with the backend's translated reason when it sent one. */
async function refusal(response: Response): Promise<DemoRequestError> {
  const body = demoRefusal.safeParse(await response.json().catch(() => null));
  return new DemoRequestError(response.status, body.success ? (body.data.errors[0]?.message ?? null) : null);
}

/** An answer read by its contract's schema: one that does not fit is an error, as a refusal would be. */
async function answer<S extends z.ZodType>(response: Response, schema: S): Promise<z.infer<S>> {
  if (!response.ok) throw await refusal(response);
  const body = schema.safeParse(await response.json());
  if (!body.success) throw new DemoRequestError(response.status);
  return body.data;
}

export interface DemoApiOptions {
  origin: string;
  getLocale: () => string;
}

export function createDemoApi({ origin, getLocale }: DemoApiOptions) {
  const get = async <S extends z.ZodType>(path: string, schema: S) => {
    const response = await fetch(new URL(`/backend/demo${path}`, origin), {
      credentials: 'include',
      headers: { 'X-CS-System': systemHeader(DEMO_SYSTEM_ID), 'Accept-Language': getLocale().toLowerCase() },
    });
    return answer(response, schema);
  };
  const post = async <S extends z.ZodType>(path: string, body: unknown, schema: S) => {
    const response = await fetch(new URL(`/backend/demo${path}`, origin), {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        'X-CS-System': systemHeader(DEMO_SYSTEM_ID),
        'Accept-Language': getLocale().toLowerCase(),
      },
      body: JSON.stringify(body),
    });
    return answer(response, schema);
  };
  return {
    /** A plain button press; the device's machine in the twin applies spec 02 §4. */
    press: (deviceId: number, button?: DemoButton) =>
      post('/device/press', { device_id: deviceId, button }, demoOkAnswer),
    /** Bring the device to have (close: false) or not have (close: true) a call of that type. */
    trigger: (deviceId: number, callTypeId: number, close: boolean, sectionId: number | null = null) =>
      post(
        '/call/trigger',
        { call_type_id: callTypeId, section_id: sectionId, device_id: deviceId, close },
        demoOkAnswer,
      ),
    /** A magnet held to the device: the hubs report it to whoever runs the device search (spec 01 §4). */
    magnet: (deviceId: number) => post('/device/magnet', { device_id: deviceId }, demoOkAnswer),
    closeAll: () => post('/call/close', {}, demoCloseAnswer),
    /** The devices by their room, with battery, reachability and radio link (backend/src/http/demo-devices.ts). */
    devices: () => get('/devices', demoDevicesAnswer),
    /** What device monitoring watches, set on the device: its battery level or its radio link (issue 18, 38). */
    battery: (deviceId: number, level: number) =>
      post('/device/condition', { device_id: deviceId, battery: level }, demoOkAnswer),
    link: (deviceId: number, up: boolean) =>
      post('/device/condition', { device_id: deviceId, link: up ? 'up' : 'down' }, demoOkAnswer),
    reset: () => post('/reset', {}, demoOkAnswer),
    /** Trainer mode (backend/src/http/demo-scenario-routes.ts): the library and the player's progress. */
    scenarios: () => get('/scenarios', demoScenariosAnswer),
    playScenario: (name: string, speed: number) =>
      post(`/scenarios/${encodeURIComponent(name)}/play`, { speed }, demoProgressAnswer),
    scenarioControl: (action: 'pause' | 'resume' | 'restart' | 'stop') =>
      post(`/scenarios/${action}`, {}, demoProgressAnswer),
    /** The demo's shift (backend/src/http/demo-phone-routes.ts): the simulated phones on shift, on or off. */
    phones: () => get('/phones', demoPhonesAnswer),
    setPhones: (on: boolean) => post('/phones', { on }, demoPhonesAnswer),
    scenarioSpeed: (speed: number) => post('/scenarios/speed', { speed }, demoProgressAnswer),
  };
}
export type DemoApi = ReturnType<typeof createDemoApi>;
