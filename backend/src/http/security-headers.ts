// helmet with a CSP the Vite-built console can live with: own scripts only, inline styles allowed
// because Mantine writes style attributes and <style> tags at run time. The one inline script, the server-rendered
// display's first paint (http/display-page.ts), carries the response's nonce.
import { randomBytes } from 'node:crypto';
import type { Response } from 'express';
import helmet from 'helmet';

/** This response's CSP nonce: made the first time it is asked for (by the header or by a page that needs it). */
export function cspNonce(res: Response): string {
  const locals = res.locals as { cspNonce?: string };
  locals.cspNonce ??= randomBytes(16).toString('base64');
  return locals.cspNonce;
}

export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", (_req, res) => `'nonce-${cspNonce(res as Response)}'`],
        'style-src': ["'self'", "'unsafe-inline'"],
        // Video streams on the call display (spec 01 §2, §7 videostream) come from cameras on the LAN:
        // MJPEG as an image, files and HLS as video.
        'img-src': ["'self'", 'data:', 'blob:', 'http:', 'https:'],
        'media-src': ["'self'", 'blob:', 'http:', 'https:'],
        'font-src': ["'self'", 'data:'],
        // Same-origin WebSocket spelled out: older browsers do not count ws: as 'self'.
        'connect-src': ["'self'", 'ws:', 'wss:'],
        // The demo console frames /display and /app of the same origin (spec 02 §2).
        'frame-src': ["'self'"],
        'frame-ancestors': ["'self'"],
        // Care homes often run the console over plain http on the LAN; upgrading would break it.
        'upgrade-insecure-requests': null,
      },
    },
    // Same reason: HSTS on a LAN address would lock browsers out of the plain-http console.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
