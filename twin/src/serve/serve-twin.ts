import type { TwinSystem } from '../system.ts';
import { startGetsServer, type RunningServer } from './gets-server.ts';
import { startHubServer } from './hub-server.ts';

export interface ServeTwinOptions {
  system: TwinSystem;
  /** Loopback by default: the twin has fixed demo credentials and must not face a network. */
  host?: string;
  ports?: {
    /** The configurator's tcp_port (HTTP and event stream); 0 = any free port. */
    gets?: number;
    /** One port per hub in ward order, or a base port (hub i gets base + i); 0 = any free port. */
    hubs?: number[] | number;
  };
}

export interface ServedTwin {
  gets: { host: string; port: number; username: string; password: string };
  hubs: { hubId: number; name: string; host: string; port: number; username: string; password: string }[];
  /** the Gets' event-stream connections open now */
  getsStreams(): number;
  close(): Promise<void>;
}

/** Serves one call system's Gets and all its hubs on real sockets (docs/protocols.md). */
export async function serveTwin({
  system,
  host = '127.0.0.1',
  ports = {},
}: ServeTwinOptions): Promise<ServedTwin> {
  const running: RunningServer[] = [];
  try {
    const gets = await startGetsServer(system, host, ports.gets ?? 0);
    running.push(gets);
    const hubs: ServedTwin['hubs'] = [];
    for (const [i, hub] of system.ward.hubs.entries()) {
      const port = Array.isArray(ports.hubs) ? (ports.hubs[i] ?? 0) : ports.hubs ? ports.hubs + i : 0;
      const server = await startHubServer(system, hub, host, port);
      running.push(server);
      hubs.push({
        hubId: hub.id,
        name: hub.name,
        host,
        port: server.port,
        username: hub.username,
        password: hub.password,
      });
    }
    const c = system.ward.configurator;
    return {
      gets: { host, port: gets.port, username: c.username, password: c.password },
      hubs,
      getsStreams: () => gets.streams(),
      close: async () => {
        await Promise.all(running.map((s) => s.close()));
      },
    };
  } catch (error) {
    await Promise.all(running.map((s) => s.close()));
    throw error;
  }
}
