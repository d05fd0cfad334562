// One HTTP/1.1 request with Basic authentication to a Gets or hub (docs/protocols.md §2, §4).
// The timeout runs on the injected clock; every failure becomes a GatewayError, never a raw socket error. The
// answer's body is read up to MAX_ANSWER_BYTES (network-limits.ts): a larger one (announced or sent) ends the
// request as 'garbage' without reading the rest.
import { request as httpRequest } from 'node:http';
import type { Clock } from '@cs/contracts/clock';
import { getsErrorBody as errorBody } from '@cs/contracts/gets';
import { readBody, type Schema } from '@cs/contracts/protocol-line';
import { MAX_ANSWER_BYTES } from './network-limits.ts';
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

export interface RequestBody {
  json?: unknown;
  csv?: string;
}

export function basicAuth(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

export function httpCall(
  endpoint: Endpoint,
  clock: Clock,
  method: string,
  path: string,
  body: RequestBody = {},
  timeoutMs: number,
  maxBytes = MAX_ANSWER_BYTES,
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
        let size = Number(res.headers['content-length'] ?? 0);
        const tooLarge = () => {
          settle(() => reject(new GatewayError('garbage', `answer over ${maxBytes} bytes`, res.statusCode)));
          req.destroy();
        };
        if (size > maxBytes) return tooLarge();
        size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > maxBytes) return tooLarge();
          chunks.push(c);
        });
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

/** The GatewayError of an answer that is not a success (401 unauthorized, else 'http' with the peer's code). */
export function failureOf(answer: HttpAnswer): GatewayError | null {
  if (answer.status === 401) return new GatewayError('unauthorized', 'credentials refused', 401);
  if (answer.status < 300) return null;
  const body = readBody(answer.text, errorBody);
  if (!body.ok) return new GatewayError('http', `malformed answer (HTTP ${answer.status})`, answer.status);
  return new GatewayError('http', `HTTP ${answer.status} ${body.value.error}`, answer.status, body.value);
}

/** A success's JSON body checked against its schema; else the matching GatewayError (malformed = garbage). */
export function jsonOf<T>(answer: HttpAnswer, schema: Schema<T>): T {
  const failure = failureOf(answer);
  if (failure) throw failure;
  const body = readBody(answer.text, schema);
  if (!body.ok)
    throw new GatewayError(
      'garbage',
      `malformed answer (HTTP ${answer.status}): ${body.reason}`,
      answer.status,
    );
  return body.value;
}

/** "ip" of a hub may carry a port (docs/protocols.md §4); default 80. */
export function splitHostPort(ip: string, defaultPort: number): { host: string; port: number } {
  const match = /^(.*):(\d+)$/.exec(ip);
  return match ? { host: match[1] as string, port: Number(match[2]) } : { host: ip, port: defaultPort };
}
