// The live open calls of the demo system from callsChanged (full list on subscribe and on every change).
import { useSubscription } from '@apollo/client/react';
import { useMemo } from 'react';
import { DemoCallsDocument } from '../../generated/graphql.ts';
import { DEMO_SYSTEM_ID, deviceStates, type DemoCall, type DeviceState } from './demo-devices.ts';

export interface DemoCalls {
  /** false until the first list arrived (no lamp state is known before) */
  live: boolean;
  calls: DemoCall[];
  states: Map<number, DeviceState>;
}

const NO_CALLS: DemoCall[] = [];

export function useDemoCalls(enabled: boolean): DemoCalls {
  const { data } = useSubscription(DemoCallsDocument, {
    variables: { system: DEMO_SYSTEM_ID },
    skip: !enabled,
    fetchPolicy: 'no-cache',
  });
  const calls = data?.callsChanged.calls ?? NO_CALLS;
  const states = useMemo(() => deviceStates(calls), [calls]);
  return { live: data !== undefined, calls, states };
}
