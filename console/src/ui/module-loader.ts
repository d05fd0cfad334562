// A module loaded on first use, without Suspense. A component that suspends on a new boundary shows its fallback,
// and React then holds the boundary's content back until 300 ms after that fallback showed, even when the code
// arrives a moment later (measured on a cold /tree: the rows came 280 ms after their data, the main thread idle).
// Here the component renders its own placeholder and re-renders when the module is there: an ordinary update.
import { useEffect, useState } from 'react';

export function moduleLoader<M extends object>(load: () => Promise<M>) {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  /** Starts loading (once; a failed load is tried again by the next call). */
  const preload = (): Promise<M> =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  /** The module, or null until it is there; a failed load is thrown to the error boundary. */
  function useModule(): M | null {
    const [module, setModule] = useState(() => loaded);
    useEffect(() => {
      if (module) return;
      let live = true;
      preload().then(
        (m) => live && setModule(m),
        (error: unknown) =>
          live &&
          setModule(() => {
            throw error;
          }),
      );
      return () => void (live = false);
    }, [module]);
    return module;
  }
  return { preload, useModule };
}
