import type { Server } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Clock } from '@cs/contracts/clock';
import type { z } from 'zod';

export const MAX_BODY_BYTES = 1024 * 1024;

/** Decodes `Authorization: Basic ...`; null when absent or malformed. */
export function basicCredentials(header: string | undefined): { username: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.error ?? status));
  }
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, { error: 'too_large' });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, { error: 'bad_json', message: 'body is not valid JSON' });
  }
}

/**
 * A JSON body read through its contract's schema (docs/protocols.md): what the schema refuses is answered by
 * `refused` (each route's documented error), so no route reads a field the contract does not promise.
 */
export async function readJsonAs<S extends z.ZodType>(
  req: IncomingMessage,
  schema: S,
  refused: (issue: z.core.$ZodIssue) => HttpError,
): Promise<z.infer<S>> {
  const parsed = schema.safeParse(await readJson(req));
  if (!parsed.success) throw refused(parsed.error.issues[0]!);
  return parsed.data;
}

export interface Answer {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
}

export const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
  headers,
});

/** Writes an answer after `delayMs` of clock time (the slow fault), unless the client left. */
export function respond(res: ServerResponse, answer: Answer, clock: Clock, delayMs: number): void {
  const write = () => {
    if (res.destroyed) return;
    res.writeHead(answer.status, {
      'Content-Type': answer.contentType,
      'Cache-Control': 'no-store',
      ...answer.headers,
    });
    res.end(answer.body);
  };
  if (delayMs > 0) clock.setTimeout(write, delayMs);
  else write();
}

/** Splits a byte stream into lines (NDJSON framing). */
export function lineSplitter(onLine: (line: string) => void): (chunk: Buffer) => void {
  let buffered = '';
  return (chunk) => {
    buffered += chunk.toString('utf8');
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline).replace(/\r$/, '');
      buffered = buffered.slice(newline + 1);
      if (line.trim() !== '') onLine(line);
    }
    if (buffered.length > MAX_BODY_BYTES) buffered = '';
  };
}

/** What a garbage-answering device sends instead of a well-formed line or body. */
export const GARBAGE_JSON = '{"type":"call.opened","seq":';
export const GARBAGE_CSV = 'id,name\r\n1,"unterminated\r\n2\r\n';

/** Listens and answers the bound port (port 0 picks a free one, which the tests and the embedded twin use). */
export async function listenOn(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : port;
}
