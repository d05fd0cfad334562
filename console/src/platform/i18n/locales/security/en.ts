import type de from './de.ts';
import type { DeepStrings } from '../../deep-strings.ts';

const security: DeepStrings<typeof de> = {
  demoMarker: {
    label: 'Demo',
    description: 'Demo mode: simulated facility with demo logins, no real calls',
  },
};
export default security;
