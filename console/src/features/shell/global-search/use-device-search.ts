// The global search's device search (spec 01 §4 popup, §7 HubPrinterMessage, §8, §9): while it is on, the selected
// system's hubs search and every magnet or radio they detect adds or overwrites an entry keyed by its address, with
// the time it came; switching clears the list and the error. 'no hubs registered' is a warning, any other error
// shows as it is; a failed subscription starts again after 5 s on the runtime's clock.
import { useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { DeviceSearchDocument, type DeviceSearchSubscription } from '../../../generated/graphql.ts';
import { useRuntime } from '../../../platform/runtime-context.tsx';

export const DEVICE_SEARCH_RETRY_MS = 5000;
export const NO_HUBS = 'no hubs registered';

type Message = DeviceSearchSubscription['hubPrinterMessage'];
export interface DetectedDevice {
  address: string;
  node: NonNullable<Message['system_tree_node']>;
  /** this browser's clock when the hub reported it, ms */
  at: number;
}

export interface DeviceSearchState {
  on: boolean;
  /** newest first */
  devices: readonly DetectedDevice[];
  /** 'noHubs', the error's text, or null */
  error: 'noHubs' | string | null;
}

export function useDeviceSearch() {
  const { clock } = useRuntime();
  const [state, setState] = useState<DeviceSearchState>({ on: false, devices: [], error: null });
  const [retryAt, setRetryAt] = useState(0);

  const heard = useCallback(
    (message: Message) => {
      if (message.error) {
        const error = message.error === NO_HUBS ? 'noHubs' : message.error;
        return setState((s) => ({ ...s, error }));
      }
      const node = message.system_tree_node;
      if (!node || !message.address) return;
      const entry = { address: message.address, node, at: clock.now() };
      setState((s) => ({
        ...s,
        error: null,
        devices: [entry, ...s.devices.filter((d) => d.address !== entry.address)],
      }));
    },
    [clock],
  );

  const { restart } = useSubscription(DeviceSearchDocument, {
    skip: !state.on,
    onData: ({ data }) => {
      if (data.data) heard(data.data.hubPrinterMessage);
    },
    onError: (error) => {
      setState((s) => ({ ...s, error: error.message }));
      setRetryAt((n) => n + 1);
    },
  });
  useEffect(() => {
    if (!retryAt || !state.on) return;
    const timer = clock.setTimeout(restart, DEVICE_SEARCH_RETRY_MS);
    return () => clock.clearTimeout(timer);
  }, [retryAt, state.on, clock, restart]);

  /** Switching on or off clears the list and the error (spec 01 §4). */
  const toggle = useCallback((on: boolean) => setState({ on, devices: [], error: null }), []);
  return { ...state, toggle };
}
