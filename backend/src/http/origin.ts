// Same-origin test shared by the CSRF middleware and the WebSocket upgrade.
/**
 * A browser always sends Origin on cross-origin POSTs and on WebSocket upgrades; a missing Origin
 * therefore comes from a non-browser client (curl, tests, the twin), which cookies cannot be abused from.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // 'null' (sandboxed frames, file://) and garbage
  }
}
