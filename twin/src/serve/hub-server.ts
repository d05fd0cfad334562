import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { hubSearchRequest, type HubServerLine, type HubStatus } from '@cs/contracts/hub';
import type { HubEmitted } from '../hub/hub-machine.ts';
import type { TwinSystem } from '../system.ts';
import type { Hub } from '../ward/types.ts';
import { HEARTBEAT_MS } from './gets-stream.ts';
import type { RunningServer } from './gets-server.ts';
import {
  basicCredentials,
  listenOn,
  HttpError,
  json,
  readJsonAs,
  respond,
  type Answer,
} from './http-util.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));
const line = (message: HubServerLine) => JSON.stringify(message) + '\n';

/** A hub machine's event as the protocol's line (spec 02 §3 Hub log events, plus the device-search contact). */
export function hubWireEvent(e: HubEmitted): HubServerLine {
  const at = iso(e.at);
  switch (e.type) {
    case 'info':
      return { type: 'Info', at, text: e.text };
    case 'batteryUpdate':
      return { type: 'BatteryUpdate', at, node: e.deviceId, address: e.serial, battery: e.level };
    case 'criterion':
      return { type: 'Criterion', at, node: e.deviceId, address: e.serial, criterion: e.code };
    default:
      return { type: WIRE_TYPE[e.type], at, node: e.deviceId, address: e.serial };
  }
}

/** The wire names of the events that say no more than which device (docs/protocols.md §4). */
const WIRE_TYPE = {
  deviceFound: 'DeviceFound',
  deviceLost: 'DeviceLost',
  magnetContact: 'MagnetContact',
  supervision: 'Supervision',
} as const;

/** One radio hub on its own port (docs/protocols.md §4). */
export async function startHubServer(
  system: TwinSystem,
  hub: Hub,
  host: string,
  port: number,
): Promise<RunningServer> {
  const sockets = new Set<Socket>();
  const streams = new Set<ServerResponse>();
  const online = () => system.hub(hub.id)?.online ?? false;

  const server = createServer((req, res) => void serve(req, res));
  server.on('connection', (socket) => {
    if (!online()) return void socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const unsubscribe = system.subscribe((e) => {
    if (e.source === 'hub' && e.hubId === hub.id)
      for (const res of streams) res.write(line(hubWireEvent(e.event)));
    if (e.source === 'twin' && e.event.type === 'hubOnline' && e.event.hubId === hub.id && !e.event.online)
      for (const s of sockets) s.destroy();
    if (e.source === 'twin' && e.event.type === 'reset') for (const res of streams) res.end();
  });

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const credentials = basicCredentials(req.headers.authorization);
    if (!credentials || credentials.username !== hub.username || credentials.password !== hub.password) {
      req.resume();
      return respond(
        res,
        json(401, { error: 'unauthorized' }, { 'WWW-Authenticate': 'Basic realm="Hub", charset="UTF-8"' }),
        system.clock,
        0,
      );
    }
    const path = new URL(req.url ?? '/', 'http://hub').pathname.replace(/\/+$/, '');
    try {
      if (req.method === 'GET' && path === '/api/v1/events') return openEvents(system, hub, streams, res);
      respond(res, await route(system, hub, req.method ?? 'GET', path, req), system.clock, 0);
    } catch (error) {
      respond(
        res,
        error instanceof HttpError ? json(error.status, error.body) : json(500, { error: 'internal' }),
        system.clock,
        0,
      );
    }
  }

  const boundPort = await listenOn(server, port, host);
  return {
    host,
    port: boundPort,
    close: () =>
      new Promise<void>((resolve) => {
        unsubscribe();
        for (const res of streams) res.destroy();
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The hub's REST requests: its status, its devices, the device search switched on or off. */
async function route(
  system: TwinSystem,
  hub: Hub,
  method: string,
  path: string,
  req: IncomingMessage,
): Promise<Answer> {
  const state = system.hub(hub.id)!;
  const devices = Object.values(state.devices);
  if (method === 'GET' && path === '/api/v1/status') {
    return json(200, {
      id: hub.id,
      name: hub.name,
      status: 'online',
      firmware: '2.3.1',
      last_sync: isoOrNull(state.lastSyncAt),
      devices: devices.length,
      reachable: devices.filter((d) => d.reachable).length,
      searching: state.searching,
    } satisfies HubStatus);
  }
  if (method === 'GET' && path === '/api/v1/devices') {
    return json(200, {
      devices: devices.map((d) => ({
        node: d.id,
        address: d.serial,
        reachable: d.reachable,
        battery: d.battery,
        last_seen_at: isoOrNull(d.last_seen_at),
      })),
    });
  }
  if (method === 'PUT' && path === '/api/v1/search') {
    const body = await readJsonAs(
      req,
      hubSearchRequest,
      () => new HttpError(422, { error: 'invalid_request', message: 'enabled must be a boolean' }),
    );
    system.setDeviceSearch(hub.id, body.enabled);
    return json(200, { searching: system.hub(hub.id)!.searching });
  }
  const known = ['/api/v1/status', '/api/v1/devices', '/api/v1/search', '/api/v1/events'].includes(path);
  throw new HttpError(known ? 405 : 404, { error: known ? 'method_not_allowed' : 'not_found' });
}

/** The event stream: a Hello with the hub's state, then its events as they come and a heartbeat. */
function openEvents(system: TwinSystem, hub: Hub, streams: Set<ServerResponse>, res: ServerResponse) {
  res.writeHead(200, {
    'Content-Type': 'application/x-ndjson; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  const state = system.hub(hub.id)!;
  res.write(
    line({
      type: 'Hello',
      at: iso(system.clock.now()),
      hub_id: hub.id,
      searching: state.searching,
      last_sync: isoOrNull(state.lastSyncAt),
    }),
  );
  streams.add(res);
  let timer: unknown;
  const beat = () => {
    timer = system.clock.setTimeout(() => {
      if (res.destroyed) return;
      res.write(line({ type: 'Heartbeat', at: iso(system.clock.now()) }));
      beat();
    }, HEARTBEAT_MS);
  };
  beat();
  res.on('close', () => {
    streams.delete(res);
    system.clock.clearTimeout(timer);
  });
}
