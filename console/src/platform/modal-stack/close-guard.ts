// A modal layer's close guard: a screen with unsaved work (a changed form) registers one, and the layer's close
// button and Escape ask it first (issue 14: nothing lost on cancel). The guard returns false when it takes over,
// e.g. by asking the user, and closes the layer itself once they decide.
import { createContext, useContext, useEffect, useRef } from 'react';

export type CloseGuard = () => boolean;

export const CloseGuardContext = createContext<{ current: CloseGuard | null } | null>(null);

/** Registers this screen's guard with its modal layer while it is mounted. */
export function useCloseGuard(guard: CloseGuard) {
  const slot = useContext(CloseGuardContext);
  const latest = useRef(guard);
  latest.current = guard;
  useEffect(() => {
    if (!slot) return;
    slot.current = () => latest.current();
    return () => {
      slot.current = null;
    };
  }, [slot]);
}
