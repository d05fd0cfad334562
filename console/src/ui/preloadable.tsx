// A component loaded on first use, with a preload: its placeholder (nothing, unless given) renders until its code is
// there, then the component in an ordinary update (ui/module-loader.ts: no Suspense, which React would hold back
// 300 ms after a shown fallback).
// Tests preload in their setup and stay synchronous, as before the split.
import { createElement, type ComponentType, type ReactNode } from 'react';
import { moduleLoader } from './module-loader.ts';

export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  placeholder: ReactNode = null,
) {
  const component = moduleLoader(load);
  function Preloadable(props: P) {
    const loaded = component.useModule();
    return loaded ? createElement(loaded.default, props) : placeholder;
  }
  return Object.assign(Preloadable, { preload: component.preload });
}
