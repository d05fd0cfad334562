// `npm start -w backend`: the whole product on one port (PORT, default 8080; HOST, default 0.0.0.0).
import path from 'node:path';
import { createServer } from './server.ts';

const server = await createServer({
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST ?? '0.0.0.0',
  dataDir: path.resolve(process.env.CS_DATA_DIR ?? './data'),
  sessionIdleMs: process.env.CS_SESSION_IDLE_MINUTES ? Number(process.env.CS_SESSION_IDLE_MINUTES) * 60_000 : undefined,
  allowedOrigins: process.env.CS_ALLOWED_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean),
  trustProxy: process.env.CS_TRUST_PROXY === '1',
});
console.log(`care-call console ready at ${server.url}`);

const shutdown = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
