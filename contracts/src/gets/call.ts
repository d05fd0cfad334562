// A call and a device's state as the Gets reports them (docs/protocols.md §3).
import { z } from 'zod';
import { CALL_TYPE_FLAGS, URGENCIES } from './config-rows.ts';
import { id, instant, percent } from './wire.ts';

/** An open or closed call; it keeps the texts it opened with (empty when the Gets knows none). */
export const getsCall = z.object({
  id,
  call_type_id: id,
  call_type_text: z.string(),
  call_source_id: id.nullable(),
  call_source_text: z.string(),
  section_id: id.nullable(),
  section_name: z.string(),
  /** the device's node id (spec 01 §3: number = device id) */
  number: id,
  device_text_short: z.string(),
  device_text_long: z.string(),
  position: z.string().nullable(),
  opened_at: instant,
  /** set on call.closed */
  closed_at: instant.nullable(),
  /** the call type's flag is presence: the display shows it as a presence card */
  is_presence: z.boolean(),
  /**
   * The call type as the Gets knows it, what a display needs for safety (docs/protocols.md §3): a call never loses
   * its urgency because the product's copy of the configuration is missing or stale (a Gets connected before its
   * first import). Absent from a Gets that does not send them.
   */
  call_type_urgency: z.enum(URGENCIES).nullish(),
  call_type_flag: z.enum(CALL_TYPE_FLAGS).nullish(),
  /** a CSS colour, #rrggbb */
  call_type_color: z.string().nullish(),
});
export type GetsCall = z.infer<typeof getsCall>;

export const getsDeviceState = z.object({
  number: id,
  reachable: z.boolean(),
  /** a whole percent; null for wired devices */
  battery: percent.nullable(),
  muted: z.boolean(),
  defects_ignored: z.boolean(),
  restarting: z.boolean(),
  last_reachable_at: instant.nullable(),
});
export type GetsDeviceState = z.infer<typeof getsDeviceState>;
