import type de from './de.ts';
import type { DeepStrings } from '../../deep-strings.ts';

const security: DeepStrings<typeof de> = {
  demoMarker: {
    label: 'Demo',
    description: 'Modalità demo: impianto simulato con accessi demo, nessuna chiamata reale',
  },
};
export default security;
