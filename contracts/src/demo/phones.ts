// The demo's shift (issue 19): simulated phones for the nurses of the current shift, beside the three browser
// clients. GET /backend/demo/phones gives the state; POST /backend/demo/phones {on} switches them on or off.
import { z } from 'zod';

export const demoPhonesRequest = z.object({ on: z.boolean() });
export type DemoPhonesRequest = z.infer<typeof demoPhonesRequest>;

export const DEMO_SHIFTS = ['early', 'late', 'night'] as const;
export type DemoShiftName = (typeof DEMO_SHIFTS)[number];

/** What the nurse's phone is doing: logging in or out of reception, free, ringing, on her way, at the resident. */
export const DEMO_PHONE_STATUSES = ['offline', 'idle', 'ringing', 'walking', 'atResident'] as const;
export type DemoPhoneStatus = (typeof DEMO_PHONE_STATUSES)[number];

export const demoPhone = z.object({
  client_id: z.int(),
  system_id: z.int(),
  /** the facility (system) she works in */
  system_name: z.string(),
  /** the app user's login name */
  user: z.string(),
  /** her display name ('Lea M.') */
  display_name: z.string(),
  section: z.string(),
  shift: z.enum(DEMO_SHIFTS),
  status: z.enum(DEMO_PHONE_STATUSES),
  /** the device text of the call she is dealing with, if any */
  call: z.string().nullable(),
});
export type DemoPhone = z.infer<typeof demoPhone>;

export const demoPhonesState = z.object({
  on: z.boolean(),
  /** the shift on now, per simulated system (the analytics' shift boundaries in the facility's zone) */
  shifts: z.array(z.object({ system_id: z.int(), shift: z.enum(DEMO_SHIFTS) })),
  /** the phones of the nurses on shift now */
  phones: z.array(demoPhone),
});
export type DemoPhonesState = z.infer<typeof demoPhonesState>;
