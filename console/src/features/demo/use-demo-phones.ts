// The demo's shift of simulated phones on the trainer panel: the backend's state (backend/src/demo/demo-shift.ts),
// read while the panel is open every POLL_MS on the runtime's clock (the phones change by the second; a system
// message to every display for each of them would cost the displays), and the trainer's switch.
import { useCallback, useEffect, useState } from 'react';
import type { DemoPhonesState } from '@cs/contracts/demo';
import { useRuntime } from '../../platform/runtime-context.tsx';
import type { DemoActions } from './use-demo-actions.ts';

export const POLL_MS = 1_500;

export interface DemoPhones {
  state: DemoPhonesState | null;
  loadFailed: boolean;
  setOn: (on: boolean) => void;
}

export function useDemoPhones(actions: DemoActions): DemoPhones {
  const { clock } = useRuntime();
  const [state, setState] = useState<DemoPhonesState | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const { api, run } = actions;

  useEffect(() => {
    let live = true;
    let timer: unknown = null;
    const poll = () =>
      api.phones().then(
        (answer) => {
          if (!live) return;
          setState(answer.phones);
          setLoadFailed(false);
          timer = clock.setTimeout(poll, POLL_MS);
        },
        () => {
          if (!live) return;
          setLoadFailed(true);
          timer = clock.setTimeout(poll, POLL_MS);
        },
      );
    void poll();
    return () => {
      live = false;
      clock.clearTimeout(timer);
    };
  }, [api, clock]);

  const setOn = useCallback(
    (on: boolean) => void run('phones', async (a) => setState((await a.setPhones(on)).phones)),
    [run],
  );
  return { state, loadFailed, setOn };
}
