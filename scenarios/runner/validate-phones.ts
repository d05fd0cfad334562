// Validation of the phone steps (format-phones.ts) before anything runs: the app user exists in the facility's
// seed (backend/src/seed/demo-app.ts), the action is one a phone sends, the device is in the ward.
import { APP_ACTIONS } from '@cs/contracts/app';
import { DEMO_APP_USERS } from '../../backend/src/seed/demo-app.ts';
import { APP_FLAGS, APP_TIMEOUTS } from '../../backend/src/modules/app-management/app-settings.ts';
import type { Step } from './format.ts';
import { PHONE_STEP_KINDS, type PhoneStep } from './format-phones.ts';

const USERS = new Set<string>(DEMO_APP_USERS.map((u) => u.name));
const SETTINGS = new Set<string>([...APP_FLAGS, ...Object.keys(APP_TIMEOUTS)]);

export const isPhoneStep = (step: Step): step is Step & PhoneStep => PHONE_STEP_KINDS.has(step.kind);

/** Throws through `bad` at the first problem of a phone step; `device` checks a device id against the ward. */
export function validatePhoneStep(
  step: PhoneStep,
  bad: (problem: string) => never,
  device: (id: number) => unknown,
): void {
  if ('user' in step && !USERS.has(step.user))
    bad(`app user "${step.user}" is not seeded (app users: ${[...USERS].join(', ')})`);
  if ('device' in step) device(step.device);
  switch (step.kind) {
    case 'phoneAction':
      if (!(APP_ACTIONS as readonly string[]).includes(step.action))
        bad(`"${step.action}" is not a phone's action`);
      break;
    case 'phoneLogin':
      if (!(step.responseS > 0 && step.walkS > 0)) bad('response and walking times must be positive seconds');
      break;
    case 'appSettings':
      for (const key of Object.keys(step.settings))
        if (!SETTINGS.has(key)) bad(`"${key}" is not an app setting (${[...SETTINGS].join(', ')})`);
      break;
    default:
      break;
  }
}
