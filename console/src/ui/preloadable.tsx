// React.lazy with a preload: once loaded, new instances render the component directly (no Suspense
// round); an instance keeps the type it started with, so nothing remounts when the chunk arrives.
// Tests preload in their setup and stay synchronous, as before the split.
import { createElement, lazy, useState, type ComponentType } from 'react';

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () => load().then((m) => (loaded = m.default));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Preloadable, { preload });
}
