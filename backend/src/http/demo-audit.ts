// How the demo's routes record what they did (demo-routes.ts makes it from the audit service), apart so the routes
// it mounts name it without importing it (no import cycle: ARCHITECTURE §2).
import type { CsRequest } from './transport-middleware.ts';

export type DemoAudit = (
  req: CsRequest,
  action: string,
  changes: Record<string, unknown>,
  outcome: 'ok' | 'failed',
) => void;
