// The demo REST's answers (spec 02 §7, docs/team-contract.md), as the console reads them: every answer says ok;
// a refusal lists its errors in the user's language. The backend's routes answer these shapes (`satisfies`).
import { z } from 'zod';
import { demoPhonesState } from './phones.ts';
import { demoDeviceInfo, demoError } from './requests.ts';
import { scenarioProgress, scenarioSummary } from './scenarios.ts';

/** press, trigger, magnet, condition, reset */
export const demoOkAnswer = z.object({ ok: z.boolean() });
/** POST /call/close: how many devices had calls closed */
export const demoCloseAnswer = z.object({ ok: z.boolean(), devices: z.int() });
export const demoDevicesAnswer = z.object({ ok: z.boolean(), devices: z.array(demoDeviceInfo) });
export const demoScenariosAnswer = z.object({
  ok: z.boolean(),
  scenarios: z.array(scenarioSummary),
  progress: scenarioProgress,
});
/** play, pause, resume, restart, stop, speed */
export const demoProgressAnswer = z.object({ ok: z.boolean(), progress: scenarioProgress });
export const demoPhonesAnswer = z.object({ ok: z.boolean(), phones: demoPhonesState });
/** A refusal (4xx, 5xx): its first error's message is the backend's reason in the request's language. */
export const demoRefusal = z.object({ ok: z.literal(false), errors: z.array(demoError) });
