// The Gets event stream (docs/protocols.md §3): newline-delimited JSON over TCP. The client says hello, the
// server answers with a snapshot and then every event with the Gets' sequence number.
import { z } from 'zod';
import { getsCall, getsDeviceState } from './call.ts';
import { getsCommitTask } from './commit-task.ts';
import { isConfigKind, type ConfigKind } from './config-kinds.ts';
import { lineProtocol } from '../protocol-line.ts';
import { count, id, instant, percent } from './wire.ts';

/** The client's first line, within 5 s of connecting. */
export const getsHello = z.object({
  type: z.literal('hello'),
  username: z.string(),
  password: z.string(),
  client: z.string().optional(),
});
export type GetsHello = z.infer<typeof getsHello>;

const sequenced = { seq: count, at: instant };

/** All open calls and presences, and every device: a client rebuilds its whole list from it. */
export const getsSnapshot = z.object({
  type: z.literal('snapshot'),
  ...sequenced,
  version: z.string().nullable(),
  calls: z.array(getsCall),
  devices: z.array(getsDeviceState),
});

const configKind = z.custom<ConfigKind>(
  (value) => typeof value === 'string' && isConfigKind(value),
  'not a configuration kind',
);

/** The events a Gets puts on its stream, each with the previous seq + 1. */
export const getsStreamEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('call.opened'), ...sequenced, call: getsCall }),
  z.object({ type: z.literal('call.closed'), ...sequenced, call: getsCall }),
  z.object({ type: z.literal('device.status'), ...sequenced, device: getsDeviceState }),
  z.object({ type: z.literal('device.battery'), ...sequenced, number: id, battery: percent }),
  z.object({ type: z.literal('device.reachability'), ...sequenced, number: id, reachable: z.boolean() }),
  z.object({ type: z.literal('commit.progress'), ...sequenced, task: getsCommitTask }),
  z.object({ type: z.literal('config.changed'), ...sequenced, kind: configKind, pending_changes: count }),
]);
export type GetsStreamEvent = z.infer<typeof getsStreamEvent>;

/** Every line the server may send: snapshot, events, heartbeats (seq = the last event's) and the last words. */
export const getsServerLine = z.discriminatedUnion('type', [
  getsSnapshot,
  ...getsStreamEvent.options,
  z.object({ type: z.literal('heartbeat'), ...sequenced }),
  z.object({
    type: z.literal('error'),
    code: z.enum(['unauthorized', 'bad_request', 'hello_timeout']),
    message: z.string().optional(),
  }),
  z.object({ type: z.literal('bye'), reason: z.string() }),
]);
export type GetsServerLine = z.infer<typeof getsServerLine>;
export type GetsSnapshot = z.infer<typeof getsSnapshot>;

/** What the Gets' event stream carries, for readLine. */
export const GETS_STREAM = lineProtocol(getsServerLine);
