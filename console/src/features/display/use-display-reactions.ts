// Spec 01 §7 system message reactions on the display, and the page reload every 4 hours while the
// backend connection is up (spec 01 §4 reloads, §9).
import { useEffect, useRef, useState } from 'react';
import { useRuntime } from '../../platform/runtime-context.tsx';
import { VIDEO_APPEAR_MS, VIDEO_LIFETIME_MS } from './parts/video-timing.ts';

export const DISPLAY_RELOAD_MS = 4 * 60 * 60_000;
const CONFIG_SUBJECTS = new Set(['schedule.updated', 'displaygroup.updated', 'displayprofile.updated']);

export function useDisplayReactions(opts: { onConfigUpdated: () => void; videostream: boolean }) {
  const runtime = useRuntime();
  const [streams, setStreams] = useState<string[]>([]);
  const timers = useRef(new Set<unknown>());
  const latest = useRef(opts);
  latest.current = opts;

  useEffect(() => {
    const { clock } = runtime;
    const later = (fn: () => void, ms: number) => {
      const timer = clock.setTimeout(() => {
        timers.current.delete(timer);
        fn();
      }, ms);
      timers.current.add(timer);
    };
    const listener = (subject: string, data: unknown) => {
      if (subject === 'displaynote.updated') runtime.reload();
      else if (CONFIG_SUBJECTS.has(subject)) latest.current.onConfigUpdated();
      else if (subject === 'videostream' && latest.current.videostream) {
        const { url, action } = (data ?? {}) as { url?: unknown; action?: unknown };
        if (typeof url !== 'string' || !url) return;
        if (action === 'start') {
          later(() => setStreams((s) => (s.includes(url) ? s : [...s, url])), VIDEO_APPEAR_MS);
          later(() => setStreams((s) => s.filter((x) => x !== url)), VIDEO_APPEAR_MS + VIDEO_LIFETIME_MS);
        } else {
          setStreams((s) => s.filter((x) => x !== url));
        }
      }
    };
    runtime.systemMessageListeners.add(listener);
    const reloadWhenConnected = () => {
      if (runtime.transport.connection.connected()) runtime.reload();
      else later(reloadWhenConnected, DISPLAY_RELOAD_MS);
    };
    later(reloadWhenConnected, DISPLAY_RELOAD_MS);
    const pending = timers.current;
    return () => {
      runtime.systemMessageListeners.delete(listener);
      pending.forEach((timer) => clock.clearTimeout(timer));
      pending.clear();
    };
  }, [runtime]);

  return { streams, closeStream: (url: string) => setStreams((s) => s.filter((x) => x !== url)) };
}
