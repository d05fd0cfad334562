// The client's address for rate limits, the audit log and the demo's loopback rule, the same for HTTP
// and WebSocket. Behind a reverse proxy (CS_TRUST_PROXY) X-Forwarded-For is read, but only as far as
// trusted hops reach: with one proxy, its hop (the address it saw) counts, never what the client wrote
// into the header before it (a client could otherwise pick its own address per request).
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** How many proxies sit in front of the server, or which addresses or subnets they have; none by default. */
export type TrustProxy = number | readonly string[];

export type TrustFunction = (address: string, hop: number) => boolean;

export function trustFunction(setting: TrustProxy | undefined): TrustFunction {
  if (setting === undefined) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyaddr.compile([...setting]);
}

/** CS_TRUST_PROXY: a hop count ('1': one proxy), or proxy addresses and subnets ('10.0.0.2, 10.1.0.0/16', 'loopback'). */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  proxyaddr.compile(list); // a typo fails at start-up, not silently at the first request
  return list;
}

export const clientAddress = (req: IncomingMessage, trust: TrustFunction): string | null =>
  proxyaddr(req, trust) || null;
