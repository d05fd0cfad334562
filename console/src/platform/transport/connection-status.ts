// The live connection's state as a tiny external store (React's useSyncExternalStore reads it).
export interface ConnectionStatus {
  /** true while the WebSocket is open and answering pings */
  connected: () => boolean;
  /** true once the socket was connected at least once */
  everConnected: () => boolean;
  set: (connected: boolean) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createConnectionStatus(): ConnectionStatus {
  let connected = false;
  let ever = false;
  const listeners = new Set<() => void>();
  return {
    connected: () => connected,
    everConnected: () => ever,
    set: (next) => {
      if (next) ever = true;
      if (next === connected) return;
      connected = next;
      for (const l of listeners) l();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
