// A commit (send task) and its progress (docs/protocols.md §2.2, spec 02 §4 send task steps).
import { z } from 'zod';
import { count, id, instant, percent } from './wire.ts';
import { COMMIT_STEPS } from './commit-steps.ts';

export { COMMIT_STEPS, type CommitStep } from './commit-steps.ts';

export const getsCommitTask = z.object({
  id,
  wipe: z.boolean(),
  step: z.enum(COMMIT_STEPS),
  progress: percent,
  status: z.enum(['running', 'done', 'failed']),
  /** 'timeout' (the Gets never started sending) or 'validation failed' */
  error: z.string().nullable(),
  started_at: instant,
  finished_at: instant.nullable(),
  /** changed rows being sent (all rows for a wipe-and-resend) */
  changes: count,
  chunks_left: count,
  chunks_total: count,
});
export type GetsCommitTask = z.infer<typeof getsCommitTask>;
