// The steps of a commit (send task), in order (docs/protocols.md §2.2, spec 02 §4 send task steps). A module of
// its own without zod, so the console's progress view reads the same list without the schema library.
export const COMMIT_STEPS = [
  'init',
  'preparing',
  'wiping',
  'sending',
  'syncing',
  'validating',
  'finishing',
  'done',
  'failed',
] as const;
export type CommitStep = (typeof COMMIT_STEPS)[number];
