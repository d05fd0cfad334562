// Where a system's Gets and hubs are reached: from its configuration (configurator ip/tcp_port and
// credentials, hub ip[:port]), unless start-up overrides it (the embedded twin serves on free loopback
// ports and must not rewrite the stored configuration, so CS_TWIN=off finds it unchanged).
import type { SystemDoc } from '../store/config-types.ts';
import { splitHostPort, type Endpoint } from './http-request.ts';

export interface SystemTargets {
  gets: Endpoint | null;
  hubs: Map<number, Endpoint>;
}

export type TargetOverrides = Map<number, SystemTargets>;

export function targetsFromConfig(doc: SystemDoc): SystemTargets {
  const c = doc.configurator;
  const gets =
    c.ip && c.tcp_port
      ? { host: c.ip, port: c.tcp_port, username: c.username ?? '', password: c.password ?? '' }
      : null;
  const hubs = new Map(
    doc.hubs
      .filter((h) => h.ip)
      .map((h) => [h.id, { ...splitHostPort(h.ip, 80), username: h.username, password: h.password ?? '' }]),
  );
  return { gets, hubs };
}
