// The size of an element, kept current by a ResizeObserver (window resizes, banners, the notes column,
// fullscreen). 0 x 0 until it is laid out. A callback ref, so an element that mounts later is measured too.
import { useLayoutEffect, useState } from 'react';

export interface AreaSize {
  width: number;
  height: number;
}

export function useAreaSize<E extends HTMLElement>(): [(el: E | null) => void, AreaSize] {
  const [element, setElement] = useState<E | null>(null);
  const [size, setSize] = useState<AreaSize>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    if (!element) return;
    const measure = (width: number, height: number) =>
      setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    // No getBoundingClientRect here: it would force a layout in the middle of the commit. The observer reports the
    // first size after the browser's own layout, before the frame is painted.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(Math.floor(entry.contentRect.width), Math.floor(entry.contentRect.height));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, size];
}
