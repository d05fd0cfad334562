// Demo mode and a real installation never mix: the demo resets the installation and answers
// anonymous demo REST calls that open emergency calls, so it refuses to start on a data folder that holds
// a real installation. (The other way round, a real start on demo data, only warns: main.ts.)
import type { InstallationDoc } from '../store/config-types.ts';

export class DemoOnSiteRefused extends Error {}

/** Documents written before the kind existed were all seeded as the demo. */
export const installationKind = (doc: InstallationDoc): 'demo' | 'site' => doc.kind ?? 'demo';

export function refuseDemoOnSite(doc: InstallationDoc, dataDir: string): void {
  if (installationKind(doc) === 'demo') return;
  throw new DemoOnSiteRefused(
    `Demo mode refused: the data folder ${dataDir} holds a real installation, which the demo would reset. ` +
      'Start it with CS_TWIN=off, or give the demo its own folder (CS_DATA_DIR).',
  );
}
