// Header and footer are hidden in fullscreen (spec 01 §2 main layout): the browser's fullscreen
// or the display's fullscreen=1 parameter (spec 01 §2 call display URL parameters).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { useFirstRender } from '../ssr/first-render.ts';

// A screen (the call display with a fullscreen profile) can ask for the fullscreen layout without the URL parameter.
let requested = false;
const listeners = new Set<() => void>();
export function setFullscreenLayout(on: boolean): void {
  if (on === requested) return;
  requested = on;
  for (const l of listeners) l();
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useFullscreen(): boolean {
  // A server-rendered display drew the layout its profile asks for (the browser's start sets it before hydrating).
  const first = useFirstRender();
  const layoutRequested = useSyncExternalStore(
    subscribe,
    () => requested,
    () => first?.fullscreen ?? requested,
  );
  const [params] = useSearchParams();
  // Never fullscreen on the server, nor when a page opens.
  const [browserFullscreen, setBrowserFullscreen] = useState(
    () => typeof document !== 'undefined' && !!document.fullscreenElement,
  );
  useEffect(() => {
    const onChange = () => setBrowserFullscreen(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return browserFullscreen || layoutRequested || params.get('fullscreen') === '1';
}
