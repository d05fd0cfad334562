// Demo REST (spec 02 §7, docs/team-contract.md): JSON POSTs to /backend/demo/*, always for the demo system.
// The backend answers 404 outside demo mode.
import type {
  DemoButton,
  DemoDeviceInfo,
  DemoPhonesState,
  ScenarioProgress,
  ScenarioSummary,
} from '@cs/contracts/demo';
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
  const body = (await response.json().catch(() => null)) as {
    errors?: Array<{ message?: unknown }>;
  } | null;
  const message = body?.errors?.[0]?.message;
  return new DemoRequestError(response.status, typeof message === 'string' ? message : null);
}

export interface DemoApiOptions {
  origin: string;
  getLocale: () => string;
}

export function createDemoApi({ origin, getLocale }: DemoApiOptions) {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(new URL(`/backend/demo${path}`, origin), {
      credentials: 'include',
      headers: { 'X-CS-System': systemHeader(DEMO_SYSTEM_ID), 'Accept-Language': getLocale().toLowerCase() },
    });
    if (!response.ok) throw await refusal(response);
    return (await response.json()) as T;
  };
  const post = async <T = { ok: boolean }>(path: string, body: unknown = {}): Promise<T> => {
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
    if (!response.ok) throw await refusal(response);
    return (await response.json()) as T;
  };
  return {
    /** A plain button press; the device's machine in the twin applies spec 02 §4. */
    press: (deviceId: number, button?: DemoButton) => post('/device/press', { device_id: deviceId, button }),
    /** Bring the device to have (close: false) or not have (close: true) a call of that type. */
    trigger: (deviceId: number, callTypeId: number, close: boolean, sectionId: number | null = null) =>
      post('/call/trigger', { call_type_id: callTypeId, section_id: sectionId, device_id: deviceId, close }),
    /** A magnet held to the device: the hubs report it to whoever runs the device search (spec 01 §4). */
    magnet: (deviceId: number) => post('/device/magnet', { device_id: deviceId }),
    closeAll: () => post<{ ok: boolean; devices: number }>('/call/close'),
    /** The devices by their room, with battery, reachability and radio link (backend/src/http/demo-devices.ts). */
    devices: () => get<{ ok: boolean; devices: DemoDeviceInfo[] }>('/devices'),
    /** What device monitoring watches, set on the device: its battery level or its radio link (issue 18, 38). */
    battery: (deviceId: number, level: number) =>
      post('/device/condition', { device_id: deviceId, battery: level }),
    link: (deviceId: number, up: boolean) =>
      post('/device/condition', { device_id: deviceId, link: up ? 'up' : 'down' }),
    reset: () => post('/reset'),
    /** Trainer mode (backend/src/http/demo-scenario-routes.ts): the library and the player's progress. */
    scenarios: () =>
      get<{ ok: boolean; scenarios: ScenarioSummary[]; progress: ScenarioProgress }>('/scenarios'),
    playScenario: (name: string, speed: number) =>
      post<{ ok: boolean; progress: ScenarioProgress }>(`/scenarios/${encodeURIComponent(name)}/play`, {
        speed,
      }),
    scenarioControl: (action: 'pause' | 'resume' | 'restart' | 'stop') =>
      post<{ ok: boolean; progress: ScenarioProgress }>(`/scenarios/${action}`),
    /** The demo's shift (backend/src/http/demo-phone-routes.ts): the simulated phones on shift, on or off. */
    phones: () => get<{ ok: boolean; phones: DemoPhonesState }>('/phones'),
    setPhones: (on: boolean) => post<{ ok: boolean; phones: DemoPhonesState }>('/phones', { on }),
    scenarioSpeed: (speed: number) =>
      post<{ ok: boolean; progress: ScenarioProgress }>('/scenarios/speed', { speed }),
  };
}
export type DemoApi = ReturnType<typeof createDemoApi>;
