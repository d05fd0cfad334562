// The demo REST (spec 02 §7, docs/team-contract.md): JSON POSTs to /backend/demo/* for the simulated system,
// and their answers. Mounted only in demo mode.
import { z } from 'zod';

/** Bring the device to have (close: false) or not have (close: true) a call of that type. */
export const demoTriggerRequest = z.object({
  call_type_id: z.int(),
  /** accepted for the original demo's sake; the device's own section decides */
  section_id: z.int().nullable().optional(),
  device_id: z.int(),
  close: z.boolean().optional(),
});
export type DemoTriggerRequest = z.infer<typeof demoTriggerRequest>;

export const DEMO_BUTTONS = ['alert', 'presence'] as const;
export type DemoButton = (typeof DEMO_BUTTONS)[number];

/** A plain button press; the device's machine in the twin applies spec 02 §4. */
export const demoPressRequest = z.object({ device_id: z.int(), button: z.enum(DEMO_BUTTONS).optional() });
export type DemoPressRequest = z.infer<typeof demoPressRequest>;

/** POST /backend/demo/device/magnet: a magnet held to a twin device, for the console's device search (spec 01 §4). */
export const demoMagnetRequest = z.object({ device_id: z.int() });
export type DemoMagnetRequest = z.infer<typeof demoMagnetRequest>;

/**
 * POST /backend/demo/device/condition: what device monitoring watches (issue 18), set on a twin device: its battery
 * level, a probable-defect criterion its hub reports (hex code, e.g. 0x6A), or its radio link down or up.
 */
export const demoConditionRequest = z.union([
  z.object({ device_id: z.int(), battery: z.number().min(0).max(100) }),
  z.object({ device_id: z.int(), criterion: z.string().regex(/^0x[0-9a-fA-F]{1,8}$/) }),
  z.object({ device_id: z.int(), link: z.enum(['up', 'down']) }),
]);
export type DemoConditionRequest = z.infer<typeof demoConditionRequest>;

/** POST /backend/demo/call/close: every open call of the system, or with `device_id` only that device's. */
export const demoCloseRequest = z.object({ device_id: z.int().optional() });
export type DemoCloseRequest = z.infer<typeof demoCloseRequest>;

/**
 * GET /backend/demo/devices: the simulated system's devices as a trainer names them (their room), with what device
 * monitoring knows of them (spec 01 §4 battery, spec 02 §8 not reachable) and their radio link in the twin.
 */
export const demoDeviceInfo = z.object({
  device_id: z.int(),
  name: z.string(),
  /** the room the device is in (its nearest room above it in the tree), else null */
  room: z.string().nullable(),
  /** the battery level monitoring knows (percent), null while unknown */
  battery: z.number().nullable(),
  /** monitoring's verdict: null while not judged yet */
  reachable: z.boolean().nullable(),
  /** the device's radio link in the twin: false after link 'down' until 'up' */
  link_up: z.boolean(),
  /** minutes without hearing the device before monitoring calls it not reachable (its timeout) */
  unreachable_after_minutes: z.number(),
});
export type DemoDeviceInfo = z.infer<typeof demoDeviceInfo>;

export const demoError = z.object({ field: z.string(), message: z.string(), code: z.string().optional() });
export type DemoError = z.infer<typeof demoError>;

/** Every answer says ok; a refusal lists its errors in the user's language. */
export type DemoAnswer<T extends object = object> = ({ ok: true } & T) | { ok: false; errors: DemoError[] };

/** The demo's embedded app client (spec 02 §7 demoClient) asks for its phone's pairing token. */
export const demoAppPairingRequest = z.object({ client_id: z.int().positive() });
export type DemoAppPairingRequest = z.infer<typeof demoAppPairingRequest>;
