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

export interface DemoPhone {
  client_id: number;
  system_id: number;
  /** the facility (system) she works in */
  system_name: string;
  /** the app user's login name */
  user: string;
  /** her display name ('Lea M.') */
  display_name: string;
  section: string;
  shift: DemoShiftName;
  status: DemoPhoneStatus;
  /** the device text of the call she is dealing with, if any */
  call: string | null;
}

export interface DemoPhonesState {
  on: boolean;
  /** the shift on now, per simulated system (the analytics' shift boundaries in the facility's zone) */
  shifts: Array<{ system_id: number; shift: DemoShiftName }>;
  /** the phones of the nurses on shift now */
  phones: DemoPhone[];
}
