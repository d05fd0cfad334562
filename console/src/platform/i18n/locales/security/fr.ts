import type de from './de.ts';
import type { DeepStrings } from '../../deep-strings.ts';

const security: DeepStrings<typeof de> = {
  demoMarker: {
    label: 'Démo',
    description: 'Mode démo : installation simulée avec accès de démonstration, aucun appel réel',
  },
};
export default security;
