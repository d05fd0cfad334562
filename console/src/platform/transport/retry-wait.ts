// Spec 01 §7 live connection: retry without limit, 0 wait for the first two attempts, then
// 250 ms times the attempt number, capped at 6 s.
export const RETRY_STEP_MS = 250;
export const RETRY_CAP_MS = 6000;

/** `retries` as graphql-ws counts them: 0 before the first retry. */
export function retryDelayMs(retries: number): number {
  const attempt = retries + 1;
  if (attempt <= 2) return 0;
  return Math.min(RETRY_STEP_MS * attempt, RETRY_CAP_MS);
}
