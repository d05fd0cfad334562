// One HTTP/1.1 request with Basic authentication to a Gets or hub (docs/protocols.md §2, §4).
// The timeout runs on the injected clock; every failure becomes a GatewayError, never a raw socket error.
import { request as httpRequest } from 'node:http';
import type { Clock } from '@cs/contracts/clock';
import { GatewayError } from './types.ts';

export interface Endpoint {
  host: string;
  port: number;
  username: string;
  password: string;
}

export interface HttpAnswer {
  status: number;
  contentType: string;
  text: string;
}

export function basicAuth(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

export function httpCall(
  endpoint: Endpoint,
  clock: Clock,
  method: string,
  path: string,
  body: { json?: unknown; csv?: string } = {},
  timeoutMs: number,
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const payload = body.json !== undefined ? JSON.stringify(body.json) : body.csv;
    const headers: Record<string, string> = {
      authorization: basicAuth(endpoint.username, endpoint.password),
      accept: 'application/json, text/csv',
    };
    if (payload !== undefined) {
      headers['content-type'] = body.json !== undefined ? 'application/json' : 'text/csv; charset=utf-8';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clock.clearTimeout(timer);
      fn();
    };
    const req = httpRequest(
      { host: endpoint.host, port: endpoint.port, method, path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          settle(() =>
            resolve({
              status: res.statusCode ?? 0,
              contentType: String(res.headers['content-type'] ?? ''),
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          ),
        );
        res.on('error', (e) => settle(() => reject(new GatewayError('offline', e.message))));
      },
    );
    const timer = clock.setTimeout(() => {
      settle(() => reject(new GatewayError('timeout', `no answer within ${timeoutMs} ms`)));
      req.destroy();
    }, timeoutMs);
    req.on('error', (e) => settle(() => reject(new GatewayError('offline', e.message))));
    req.end(payload);
  });
}

/** Maps an answer to its JSON body or the matching GatewayError (401 unauthorized, malformed = garbage). */
export function jsonOf<T>(answer: HttpAnswer): T {
  if (answer.status === 401) throw new GatewayError('unauthorized', 'credentials refused', 401);
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    throw new GatewayError(
      answer.status < 300 ? 'garbage' : 'http',
      `malformed answer (HTTP ${answer.status})`,
      answer.status,
    );
  }
  if (answer.status >= 300) {
    const code = (parsed as { error?: unknown } | null)?.error;
    throw new GatewayError(
      'http',
      `HTTP ${answer.status}${typeof code === 'string' ? ` ${code}` : ''}`,
      answer.status,
      parsed,
    );
  }
  if (!parsed || typeof parsed !== 'object')
    throw new GatewayError('garbage', 'answer is not a JSON object', answer.status);
  return parsed as T;
}

/** "ip" of a hub may carry a port (docs/protocols.md §4); default 80. */
export function splitHostPort(ip: string, defaultPort: number): { host: string; port: number } {
  const match = /^(.*):(\d+)$/.exec(ip);
  return match ? { host: match[1] as string, port: Number(match[2]) } : { host: ip, port: defaultPort };
}
