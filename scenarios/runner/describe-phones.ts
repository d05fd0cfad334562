// The timeline's words for the phone steps (format-phones.ts).
import type { PhoneStep } from './format-phones.ts';

const DOING: Record<string, string> = {
  Accepted: 'accepts',
  Rejected: 'rejects',
  Released: 'releases',
  Callback: 'calls back about',
  Muted: 'mutes',
  NFC: 'is at the door (NFC) of',
};

export function describePhoneStep(step: PhoneStep, device: (id: number) => string): string | null {
  switch (step.kind) {
    case 'phoneLogin':
      return `${step.user}'s phone pairs and logs in${step.answer === 'silent' ? '' : ` (answers every call by itself: ${step.answer}, after about ${step.responseS} s)`}`;
    case 'phoneAction':
      return `${step.user} ${DOING[step.action] ?? step.action} the call of ${device(step.device)} on the phone${step.presence ? ', then presence is pressed there' : ''}`;
    case 'appSettings':
      return `the admin sets the app settings ${JSON.stringify(step.settings)}`;
    default:
      return null;
  }
}
