// `npm start -w backend`: the whole product on one port (PORT, default 8080; HOST, default 0.0.0.0).
// By default the digital twin of the demo facility runs embedded (demo mode); CS_TWIN=off talks to the
// configured Gets and hubs instead (README "Real hardware").
import path from 'node:path';
import { createServer } from './server.ts';

const server = await createServer({
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST ?? '0.0.0.0',
  dataDir: path.resolve(process.env.CS_DATA_DIR ?? './data'),
  sessionIdleMs: process.env.CS_SESSION_IDLE_MINUTES
    ? Number(process.env.CS_SESSION_IDLE_MINUTES) * 60_000
    : undefined,
  allowedOrigins: process.env.CS_ALLOWED_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  trustProxy: process.env.CS_TRUST_PROXY === '1',
  twin: process.env.CS_TWIN !== 'off',
});
console.log(`care-call console ready at ${server.url}`);
console.log(
  server.services.demo
    ? 'demo mode: embedded twin of the demo facility (CS_TWIN=off for real hardware)'
    : 'real hardware: configured Gets and hubs, demo mode off',
);

const shutdown = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
