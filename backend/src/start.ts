// The product's start from the environment (PORT, default 8080; HOST, default 0.0.0.0; settings:
// env-options.ts). By default the digital twin of the demo facility runs embedded (demo mode); CS_TWIN=off
// talks to the configured Gets and hubs instead (README "Real hardware"). What the backend does not own is
// handed in by the composition root (../../main.ts): trainer mode's scenario library. Log lines go to stdout
// and to rolling files in the data folder (platform/log-files.ts, CS_LOG_DIR, CS_LOG_LEVEL).
import type { DisplayRenderer } from '@cs/contracts/display-page';
import type { ScenarioCatalogue } from './demo/scenario-catalogue.ts';
import { serverOptionsFromEnv } from './env-options.ts';
import { logOutputFromEnv, openLogOutput } from './platform/log-files.ts';
import { log, setLogger } from './platform/logger.ts';
import { PRODUCT_VERSION } from './platform/version.ts';
import { DemoOnSiteRefused } from './seed/installation-kind.ts';
import { createServer, type RunningServer } from './server.ts';

export interface Wiring {
  /** trainer mode's scenarios (demo mode only); none when not handed in */
  scenarios?: ScenarioCatalogue;
  /** loads the wall display's server renderer (ARCHITECTURE §12a); none: the browser draws the display alone */
  displayRenderer?: () => Promise<DisplayRenderer | null>;
}

/** A renderer that is not there or does not load leaves the display to the browser: said once, at start. */
export async function loadRenderer(load: Wiring['displayRenderer']): Promise<DisplayRenderer | null> {
  if (!load) return null;
  try {
    const renderer = await load();
    if (!renderer)
      log().warn('the display renderer is not built (npm run build): browsers draw the display alone');
    return renderer;
  } catch (error) {
    log().error({ err: error }, 'the display renderer did not load: browsers draw the display alone');
    return null;
  }
}

export async function startFromEnvironment(wiring: Wiring = {}): Promise<RunningServer> {
  const options = serverOptionsFromEnv(process.env);
  const output = await openLogOutput(logOutputFromEnv(process.env, options.dataDir));
  setLogger(output.logger);
  let server: RunningServer;
  try {
    server = await createServer({
      ...options,
      scenarios: wiring.scenarios,
      displayRenderer: await loadRenderer(wiring.displayRenderer),
    });
  } catch (error) {
    log().fatal({ err: error }, error instanceof DemoOnSiteRefused ? error.message : 'start failed');
    await output.close();
    process.exit(1);
  }
  const demo = server.services.demo !== null;
  log().info(
    { url: server.url, version: PRODUCT_VERSION, mode: demo ? 'demo' : 'site', logFile: output.file },
    `care-call console ready at ${server.url}`,
  );
  if (demo)
    log().info('DEMO MODE: embedded twin of the demo facility, demo logins (CS_TWIN=off for real hardware)');
  else {
    log().info('real hardware: configured Gets and hubs, demo mode off');
    if (server.services.installation.kind() === 'demo')
      log().warn(
        'this data folder holds the demo facility with its demo logins (admin/admin, ...). ' +
          'Use a new CS_DATA_DIR for a real installation.',
      );
  }

  const shutdown = (signal: string) => {
    log().info({ signal }, 'shutting down');
    server.close().then(
      () => output.close().then(() => process.exit(0)),
      (error: unknown) => {
        log().error({ err: error }, 'shutdown failed');
        void output.close().then(() => process.exit(1));
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  return server;
}
