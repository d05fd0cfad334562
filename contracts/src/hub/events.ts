// The hub event stream (docs/protocols.md §4): `GET /api/v1/events`, newline-delimited JSON that starts with
// a Hello and then carries the hub's log events (spec 02 §3 Hub log events).
import { z } from 'zod';
import { id, instant, percent } from '../gets/wire.ts';
import { lineProtocol } from '../protocol-line.ts';

export const hubHello = z.object({
  type: z.literal('Hello'),
  at: instant,
  hub_id: id,
  searching: z.boolean(),
  /** when the hub last took the configuration (commit step syncing) */
  last_sync: instant.nullable(),
});

/** A line about one device: its node id and the radio address printed on it. */
const aboutDevice = { at: instant, node: id, address: z.string() };

export const hubDeviceEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('DeviceFound'), ...aboutDevice }),
  z.object({ type: z.literal('DeviceLost'), ...aboutDevice }),
  z.object({ type: z.literal('BatteryUpdate'), ...aboutDevice, battery: percent }),
  /** probable-defect criteria as hex codes: 0x11 link lost, 0x21 battery drop, 0x31 button stuck */
  z.object({ type: z.literal('Criterion'), ...aboutDevice, criterion: z.string() }),
  /** device search: a magnet held to the device */
  z.object({ type: z.literal('MagnetContact'), ...aboutDevice }),
  /** the device's periodic "still here", forwarded when the hub hears it */
  z.object({ type: z.literal('Supervision'), ...aboutDevice }),
  z.object({ type: z.literal('Info'), at: instant, text: z.string() }),
]);
export type HubDeviceEvent = z.infer<typeof hubDeviceEvent>;

export const hubServerLine = z.discriminatedUnion('type', [
  hubHello,
  ...hubDeviceEvent.options,
  z.object({ type: z.literal('Heartbeat'), at: instant }),
]);
export type HubServerLine = z.infer<typeof hubServerLine>;

/** What a hub's event stream carries, for readLine. */
export const HUB_STREAM = lineProtocol(hubServerLine);
