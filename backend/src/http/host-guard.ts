// Host allow-list against DNS rebinding: a web page on a foreign name whose DNS is switched to
// this server's address would otherwise talk to it as "same origin" (its Origin matches its Host). So
// the Host header must name this server: an IP address, localhost, this machine's name, or a name the
// operator lists in CS_ALLOWED_HOSTS ('.example.org' allows its subdomains too; '*' turns the check off).
// On by default outside development (server.ts), for HTTP requests and WebSocket upgrades alike.
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import type { NextFunction, Request, Response } from 'express';
import { localeFromAcceptLanguage } from '../platform/locale.ts';
import { t } from '../platform/messages.ts';

/** null: every host is accepted (development, or CS_ALLOWED_HOSTS=*). */
export type HostAllowList = readonly string[] | null;

export function parseAllowedHosts(value: string | undefined, development: boolean): HostAllowList {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (list.includes('*')) return null;
  if (value === undefined && development) return null;
  return list;
}

/** The host name of a Host header without its port ('[::1]:8080' -> '::1'). */
function hostName(header: string): string {
  const host = header.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  const colon = host.lastIndexOf(':');
  return colon > 0 && host.indexOf(':') === colon ? host.slice(0, colon) : host;
}

export function isAllowedHost(header: string | undefined, allowed: HostAllowList): boolean {
  // Browsers always send Host; a request without one (HTTP/1.0 tools) cannot come from a rebinding page.
  if (allowed === null || !header) return true;
  const name = hostName(header).replace(/\.$/, '');
  if (isIP(name) !== 0) return true;
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const machine = hostname().toLowerCase();
  if (name === machine || name === `${machine}.local`) return true;
  return allowed.some((entry) =>
    entry.startsWith('.') ? name.endsWith(entry) || name === entry.slice(1) : name === entry,
  );
}

export function hostGuard(allowed: HostAllowList) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (isAllowedHost(req.get('host'), allowed)) return next();
    const message = t(localeFromAcceptLanguage(req.get('accept-language')), 'request.foreign_host');
    res.status(403);
    if (req.path.startsWith('/backend'))
      res.json({ ok: false, errors: [{ field: 'common', code: 'FOREIGN_HOST', message }] });
    else res.type('text/plain').send(message);
  };
}
