// After the live connection comes back, what was announced while it was down (schedule.updated,
// displayprofile.updated ..., spec 01 §7) has been missed: the display fetches its configuration again.
import { useEffect, useRef } from 'react';
import { useRuntime } from '../runtime-context.tsx';

/** Calls `fn` each time the live connection is up again after it was lost (not on the first connect). */
export function useOnReconnect(fn: () => void): void {
  const { connection } = useRuntime().transport;
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(() => {
    let wasLost = false;
    return connection.subscribe(() => {
      if (!connection.connected()) wasLost = connection.everConnected();
      else if (wasLost) {
        wasLost = false;
        latest.current();
      }
    });
  }, [connection]);
}
