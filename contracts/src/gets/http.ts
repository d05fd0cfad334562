// The Gets HTTP API (docs/protocols.md §2): request and answer bodies of /api/v1.
import { z } from 'zod';
import { getsCall, getsDeviceState } from './call.ts';
import { getsCommitTask } from './commit-task.ts';
import { count, id, instant } from './wire.ts';

import { DEVICE_ACTIONS, type DeviceAction } from '../vocabulary.ts';

export { DEVICE_ACTIONS };
export type DeviceActionName = DeviceAction;

export const getsVersion = z.object({ product: z.string(), version: z.string(), api: z.int() });
export type GetsVersion = z.infer<typeof getsVersion>;

export const getsStatus = z.object({
  version: z.string(),
  seq: count,
  open_calls: count,
  pending_changes: count,
  last_change_at: instant.nullable(),
  last_commit_at: instant.nullable(),
  committing: z.boolean(),
});
export type GetsStatus = z.infer<typeof getsStatus>;

export const getsCallsAnswer = z.object({ seq: count, calls: z.array(getsCall) });
export type GetsCallsAnswer = z.infer<typeof getsCallsAnswer>;
export const getsDevicesAnswer = z.object({ devices: z.array(getsDeviceState) });
export type GetsDevicesAnswer = z.infer<typeof getsDevicesAnswer>;

/** POST /config/{kind}/changes: rows with the column names as keys; an upsert of an existing id merges. */
export const getsConfigChange = z.object({
  upsert: z.array(z.record(z.string(), z.unknown())).optional(),
  delete: z.array(id).optional(),
});
export type GetsConfigChange = z.infer<typeof getsConfigChange>;
export const getsConfigChangeAnswer = z.object({
  kind: z.string(),
  upserted: count,
  deleted: count,
  pending_changes: count,
});
export const getsConfigImportAnswer = z.object({ kind: z.string(), rows: count, pending_changes: count });

export const getsCommitRequest = z.object({ wipe: z.boolean().optional() });
export const getsCommitAnswer = z.object({ task: getsCommitTask });
export const getsCommitTaskAnswer = z.object({ task: getsCommitTask.nullable() });

export const getsDeviceActionRequest = z.object({ action: z.enum(DEVICE_ACTIONS) });
export const getsDeviceActionAnswer = z.object({
  accepted: z.literal(true),
  number: id,
  action: z.enum(DEVICE_ACTIONS),
});

/**
 * Every error answer of the Gets and the hubs: `{ error: code, ... }`; invalid_change adds message and field,
 * commit_running the running task, so the rest is kept.
 */
export const getsErrorBody = z.looseObject({
  error: z.string(),
  message: z.string().optional(),
  field: z.string().nullable().optional(),
});

/**
 * 422 `invalid_change` (docs/protocols.md §2.1): the kind, the refused row's `id` (null when the row has none), the column
 * (`field`) and the reason in the validation catalogue's words (`key`, `data`: spec 02 §5, row-check.ts), so a
 * client can name the record, the field and the reason in its user's language; `message` says it in English.
 */
export const getsInvalidChange = z.object({
  error: z.literal('invalid_change'),
  message: z.string(),
  kind: z.string().optional(),
  field: z.string().nullable(),
  id: id.nullable().optional(),
  key: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type GetsInvalidChange = z.infer<typeof getsInvalidChange>;
