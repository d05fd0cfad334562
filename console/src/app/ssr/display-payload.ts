// What a server-rendered wall display (ARCHITECTURE §12a) was drawn with, embedded in its page as JSON: the browser
// hydrates the page from exactly this, then asks for everything again and subscribes (the first push replaces the
// calls). Written by render-display.tsx, read by main.tsx.
import type { NormalizedCacheObject } from '@apollo/client';
import type { FeedSeed } from '../../features/display/feed/display-feed.ts';
import { seedEarlyFeed } from '../../features/display/feed/early-feed.ts';
import { isLocale, type Locale } from '../../platform/i18n/locale-choice.ts';
import { isListOf, isRecord, parseRecord } from '../../platform/json-shape.ts';
import { setFullscreenLayout } from '../../platform/page/fullscreen.ts';
import type { Runtime } from '../../platform/runtime.ts';
import type { FirstRender } from '../../platform/ssr/first-render.ts';

export interface DisplayPayload {
  first: FirstRender;
  locale: Locale;
  systemId: number;
  /** Apollo's cache as the server filled it (the profiles and the notes) */
  cache: NormalizedCacheObject;
  /** each shown system's relations and open calls */
  feeds: FeedSeed[];
}

export const PAYLOAD_ID = 'cs-display-data';

/**
 * The payload's frame, what the browser reads before React does: the parts applyPayload and the first render take.
 * The rest (the calls' and AppData's fields) is the same build's render of the backend's answers.
 */
function isPayload(p: Record<string, unknown>): p is Record<string, unknown> & DisplayPayload {
  const { first } = p;
  return (
    isLocale(p.locale) &&
    Number.isInteger(p.systemId) &&
    isRecord(p.cache) &&
    isRecord(first) &&
    typeof first.renderedAt === 'number' &&
    isRecord(first.appData) &&
    isListOf(
      p.feeds,
      (f) =>
        isRecord(f) && Number.isInteger(f.systemId) && isRecord(f.relations) && Array.isArray(f.openCalls),
    )
  );
}

/**
 * The embedded payload, if the root holds the server's HTML (its data-ssr attribute) and the JSON reads as one; else
 * null, and the browser renders the display alone, asking the backend (never a blank screen).
 */
export function readPayload(root: HTMLElement): DisplayPayload | null {
  if (root.dataset.ssr === undefined) return null;
  const payload = parseRecord(document.getElementById(PAYLOAD_ID)?.textContent ?? '');
  return payload && isPayload(payload) ? payload : null;
}

/** The browser's runtime as the server's was when it rendered: system, cache, the display's feed, the layout. */
export function applyPayload(runtime: Runtime, payload: DisplayPayload): void {
  runtime.system.id = payload.systemId;
  runtime.transport.client.cache.restore(payload.cache);
  seedEarlyFeed(runtime, payload.feeds);
  setFullscreenLayout(payload.first.fullscreen);
}
