// Spec 01 §2: modal routes stack over their parent; closing navigates to the parent and re-passes
// the route parameters its metadata lists.
import { pathFor, routeByName } from '../routes/route-match.ts';
import type { RouteDef } from '../routes/route-table.ts';

export type Params = Record<string, string | undefined>;

/** The page under the modals first, then each modal up to `name`. */
export function modalChain(name: string): RouteDef[] {
  const chain: RouteDef[] = [];
  let def = routeByName(name);
  while (def) {
    chain.unshift(def);
    def = def.modal ? routeByName(def.modal.parent) : undefined;
  }
  return chain;
}

/** The params of a modal's parent: only those its metadata lists (parent param <- own param). */
export function parentParams(modal: RouteDef, params: Params): Params {
  const mapping = modal.modal?.params ?? {};
  return Object.fromEntries(Object.entries(mapping).map(([parentParam, own]) => [parentParam, params[own]]));
}

/** Params for every layer of the stack, top layer's params given. */
export function layerParams(chain: readonly RouteDef[], topParams: Params): Params[] {
  const result: Params[] = new Array(chain.length);
  let current = topParams;
  for (let i = chain.length - 1; i >= 0; i--) {
    result[i] = current;
    current = parentParams(chain[i] as RouteDef, current);
  }
  return result;
}

/** Where closing `modal` (with its params) leads. */
export function closeTarget(modal: RouteDef, params: Params, search = ''): string {
  const parent = modal.modal ? routeByName(modal.modal.parent) : undefined;
  const path = parent && pathFor(parent, parentParams(modal, params));
  return (path ?? '/home') + search;
}

/** Escape closes the top modal unless an input has focus (spec 01 §2). */
export function inputHasFocus(active: Element | null): boolean {
  if (!active) return false;
  if (active instanceof HTMLElement && active.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(active.tagName);
}
