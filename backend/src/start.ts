// The product's start from the environment (PORT, default 8080; HOST, default 0.0.0.0; settings:
// env-options.ts). By default the digital twin of the demo facility runs embedded (demo mode); CS_TWIN=off
// talks to the configured Gets and hubs instead (README "Real hardware"). What the backend does not own is
// handed in by the composition root (../../main.ts): trainer mode's scenario library.
import type { ScenarioCatalogue } from './demo/scenario-catalogue.ts';
import { serverOptionsFromEnv } from './env-options.ts';
import { DemoOnSiteRefused } from './seed/installation-kind.ts';
import { createServer, type RunningServer } from './server.ts';

export interface Wiring {
  /** trainer mode's scenarios (demo mode only); none when not handed in */
  scenarios?: ScenarioCatalogue;
}

export async function startFromEnvironment(wiring: Wiring = {}): Promise<RunningServer> {
  let server: RunningServer;
  try {
    server = await createServer({ ...serverOptionsFromEnv(process.env), scenarios: wiring.scenarios });
  } catch (error) {
    if (!(error instanceof DemoOnSiteRefused)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  console.log(`care-call console ready at ${server.url}`);
  if (server.services.demo) {
    console.log('DEMO MODE: embedded twin of the demo facility, demo logins (CS_TWIN=off for real hardware)');
  } else {
    console.log('real hardware: configured Gets and hubs, demo mode off');
    if (server.services.installation.kind() === 'demo')
      console.warn(
        'WARNING: this data folder holds the demo facility with its demo logins (admin/admin, ...). ' +
          'Use a new CS_DATA_DIR for a real installation.',
      );
  }

  const shutdown = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  return server;
}
