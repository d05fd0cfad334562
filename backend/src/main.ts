// `npm start -w backend`: the whole product on one port (PORT, default 8080; HOST, default 0.0.0.0).
// By default the digital twin of the demo facility runs embedded (demo mode); CS_TWIN=off talks to the
// configured Gets and hubs instead (README "Real hardware"). Settings: env-options.ts.
import { serverOptionsFromEnv } from './env-options.ts';
import { DemoOnSiteRefused } from './seed/installation-kind.ts';
import { createServer, type RunningServer } from './server.ts';

let server: RunningServer;
try {
  server = await createServer(serverOptionsFromEnv(process.env));
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
