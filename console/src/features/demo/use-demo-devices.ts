// The demo devices' rooms, battery and reachability (GET /backend/demo/devices): read when the console opens and then
// every DEMO_POLL_MS on the runtime's clock (spec 02 §9 'Demo poll 8000 ms'; spec 02 §7 'the demo polls nodes 23, 24
// and 10'), and at once after a trainer changed a battery or a radio link, then again a second later (the hub
// reports the change to the backend on its own way, which the first read may beat).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DemoDeviceInfo } from '@cs/contracts/demo';
import { useRuntime } from '../../platform/runtime-context.tsx';
import type { DemoApi } from './demo-api.ts';

export const DEMO_POLL_MS = 8_000;
export const FOLLOW_UP_MS = 1_000;

export interface DemoDevicesInfo {
  /** by device id; empty until the first answer (the devices show their number until then) */
  byId: ReadonlyMap<number, DemoDeviceInfo>;
  refresh: () => void;
}

export function useDemoDevices(api: DemoApi): DemoDevicesInfo {
  const { clock } = useRuntime();
  const [byId, setById] = useState<ReadonlyMap<number, DemoDeviceInfo>>(new Map());
  const poll = useRef<() => void>(() => {});

  useEffect(() => {
    let live = true;
    let timer: unknown = null;
    const read = (next = DEMO_POLL_MS) => {
      clock.clearTimeout(timer);
      api.devices().then(
        (answer) => live && setById(new Map(answer.devices.map((d) => [d.device_id, d]))),
        () => {
          // the next round asks again; the devices keep what they showed
        },
      );
      timer = clock.setTimeout(() => read(), next);
    };
    poll.current = () => read(FOLLOW_UP_MS);
    read();
    return () => {
      live = false;
      clock.clearTimeout(timer);
    };
  }, [api, clock]);

  const refresh = useCallback(() => poll.current(), []);
  return { byId, refresh };
}
