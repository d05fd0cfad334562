// The hub's HTTP API (docs/protocols.md §4).
import { z } from 'zod';
import { count, id, instant, percent } from '../gets/wire.ts';

export const hubStatus = z.object({
  id,
  name: z.string(),
  status: z.string(),
  firmware: z.string(),
  last_sync: instant.nullable(),
  devices: count,
  reachable: count,
  searching: z.boolean(),
});
export type HubStatus = z.infer<typeof hubStatus>;

export const hubDevicesAnswer = z.object({
  devices: z.array(
    z.object({
      node: id,
      address: z.string(),
      reachable: z.boolean(),
      battery: percent.nullable(),
      last_seen_at: instant.nullable(),
    }),
  ),
});

export const hubSearchRequest = z.object({ enabled: z.boolean() });
export const hubSearchAnswer = z.object({ searching: z.boolean() });
