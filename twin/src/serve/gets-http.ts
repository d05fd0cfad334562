import type { IncomingMessage } from 'node:http';
import {
  DEVICE_ACTIONS,
  getsCommitRequest,
  getsConfigChange,
  getsDeviceActionRequest,
  isConfigKind,
  type ConfigKind,
  type GetsCallsAnswer,
  type GetsDevicesAnswer,
  type GetsStatus,
  type GetsInvalidChange,
  type GetsVersion,
} from '@cs/contracts/gets';
import { rowsOf } from '../gets/config-memory.ts';
import { ConfigValidationError, normaliseRow } from '../gets/config-schema.ts';
import { parseCsv, toCsv } from '@cs/contracts/gets';
import type { TwinSystem } from '../system.ts';
import { HttpError, json, readBody, readJsonAs, type Answer } from './http-util.ts';

export const API = '/api/v1';

/** Routes one authenticated Gets HTTP request (docs/protocols.md §2). */
export async function handleGetsRequest(system: TwinSystem, req: IncomingMessage): Promise<Answer> {
  const url = new URL(req.url ?? '/', 'http://gets');
  const path = url.pathname.replace(/\/+$/, '');
  const method = req.method ?? 'GET';
  const route = (m: string, p: RegExp) => (method === m ? p.exec(path) : null);
  let match: RegExpExecArray | null;

  if (!path.startsWith(API)) throw new HttpError(404, { error: 'not_found' });

  if (route('GET', /^\/api\/v1\/version$/))
    return json(200, { product: 'Gets', version: system.gets().version, api: 1 } satisfies GetsVersion);

  if (route('GET', /^\/api\/v1\/status$/)) return json(200, statusOf(system));

  if (route('GET', /^\/api\/v1\/calls$/)) {
    const g = system.gets();
    return json(200, { seq: g.seq, calls: g.calls } satisfies GetsCallsAnswer);
  }

  if (route('GET', /^\/api\/v1\/devices$/))
    return json(200, { devices: Object.values(system.gets().devices) } satisfies GetsDevicesAnswer);

  if ((match = route('GET', /^\/api\/v1\/config\/([a-z_]+)$/))) {
    const kind = knownKind(match[1]!);
    return {
      status: 200,
      contentType: 'text/csv; charset=utf-8',
      body: toCsv(kind, rowsOf(system.gets().config, kind)),
    };
  }

  if ((match = route('PUT', /^\/api\/v1\/config\/([a-z_]+)$/)))
    return replaceKind(system, knownKind(match[1]!), req);
  if ((match = route('POST', /^\/api\/v1\/config\/([a-z_]+)\/changes$/)))
    return changeKind(system, knownKind(match[1]!), req);
  if (route('POST', /^\/api\/v1\/commit$/)) return startCommit(system, req);
  if (route('GET', /^\/api\/v1\/commit$/)) return json(200, { task: system.gets().task });

  if ((match = route('POST', /^\/api\/v1\/devices\/(\d+)\/actions$/)))
    return deviceAction(system, Number(match[1]), req);

  const known =
    /^\/api\/v1\/(version|status|calls|devices|commit|config\/[a-z_]+(\/changes)?|devices\/\d+\/actions)$/.test(
      path,
    );
  throw new HttpError(known ? 405 : 404, { error: known ? 'method_not_allowed' : 'not_found' });
}

function statusOf(system: TwinSystem): GetsStatus {
  const g = system.gets();
  return {
    version: g.version,
    seq: g.seq,
    open_calls: g.calls.length,
    pending_changes: g.pendingChanges,
    last_change_at: g.lastChangeAt,
    last_commit_at: g.lastCommitAt,
    committing: system.committing(),
  };
}

/** PUT config/<kind>: the kind's rows replaced by the CSV body (docs/protocols.md §2.1). */
async function replaceKind(system: TwinSystem, kind: ConfigKind, req: IncomingMessage): Promise<Answer> {
  const text = await readBody(req);
  notCommitting(system);
  const rows = validated(kind, () =>
    parseCsv(kind, text, { ignoreUnknownColumns: true }).map((row) => normaliseRow(kind, row, undefined)),
  );
  system.replaceConfigKind(kind, rows);
  return json(200, { kind, rows: rows.length, pending_changes: system.gets().pendingChanges });
}

/** POST config/<kind>/changes: rows upserted and ids deleted, pending until a commit. */
async function changeKind(system: TwinSystem, kind: ConfigKind, req: IncomingMessage): Promise<Answer> {
  const body = await readJsonAs(req, getsConfigChange, (issue) =>
    issue.path[0] === 'delete'
      ? new HttpError(422, { error: 'invalid_change', message: 'delete must list ids', field: 'id' })
      : new HttpError(422, { error: 'invalid_change', message: 'upsert must list rows', field: null }),
  );
  notCommitting(system);
  const current = system.gets().config[kind];
  const upsert = validated(kind, () =>
    (body.upsert ?? []).map((row) => normaliseRow(kind, row, current[String(row.id)])),
  );
  // Deleting an id the Gets does not hold is no change (docs/protocols.md §2.1): not counted, not an error.
  const remove = (body.delete ?? []).filter((id) => String(id) in current);
  system.changeConfig(kind, upsert, remove);
  return json(200, {
    kind,
    upserted: upsert.length,
    deleted: remove.length,
    pending_changes: system.gets().pendingChanges,
  });
}

/** POST commit: the pending changes (or, with wipe, everything) go to the devices; one commit at a time. */
async function startCommit(system: TwinSystem, req: IncomingMessage): Promise<Answer> {
  const body = await readJsonAs(
    req,
    getsCommitRequest,
    () => new HttpError(422, { error: 'invalid_request', message: 'wipe must be a boolean' }),
  );
  if (system.committing()) throw new HttpError(409, { error: 'commit_running', task: system.gets().task });
  system.commit(body.wipe === true);
  return json(202, { task: system.gets().task });
}

/** POST devices/<number>/actions: a device action (close a call, ...) on a device the Gets knows. */
async function deviceAction(system: TwinSystem, deviceId: number, req: IncomingMessage): Promise<Answer> {
  const { action } = await readJsonAs(
    req,
    getsDeviceActionRequest,
    () =>
      new HttpError(422, {
        error: 'unknown_action',
        message: `action must be one of ${DEVICE_ACTIONS.join(', ')}`,
      }),
  );
  if (!system.deviceAction(deviceId, action)) throw new HttpError(404, { error: 'unknown_device' });
  return json(202, { accepted: true, number: deviceId, action });
}

function knownKind(kind: string) {
  if (!isConfigKind(kind)) throw new HttpError(404, { error: 'unknown_kind', kind });
  return kind;
}

function notCommitting(system: TwinSystem) {
  // spec 02 §4: a running commit blocks changes to the system.
  if (system.committing()) throw new HttpError(409, { error: 'commit_running', task: system.gets().task });
}

function validated<T>(kind: string, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof ConfigValidationError)
      throw new HttpError(422, {
        error: 'invalid_change',
        message: error.message,
        kind,
        field: error.field,
        ...error.reason,
      } satisfies GetsInvalidChange);
    throw error;
  }
}
