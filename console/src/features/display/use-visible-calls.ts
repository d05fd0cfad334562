// What the display shows (spec 01 §4 filtering and ordering): the calls of every system merged, filtered by
// profile and URL, ordered by urgency, sort order and waiting time, split into calls and presences. A system
// whose relations are not loaded (yet, or failing) still shows every call it pushed, with the call type each
// call carries: showing a call unfiltered is safe, hiding it is not.
import { callTypeOf, filterCalls, orderCalls, type RuleRelations } from '@cs/rules/display';
import { useMemo } from 'react';
import { useRuntime } from '../../platform/runtime-context.tsx';
import type { SystemParams } from '../../platform/session/app-data-context.tsx';
import type { DisplaySettings } from './display-settings.ts';
import type { DisplayCall, SystemFeedState } from './feed/feed-store.ts';
import { useMinute } from './feed/ticker.ts';

const NO_RELATIONS: RuleRelations = { schedules: [], displayGroups: [], callTypes: [] };

export interface VisibleCalls {
  calls: readonly DisplayCall[];
  presences: readonly DisplayCall[];
}

export function visibleCalls(
  feeds: readonly SystemFeedState[],
  systems: readonly SystemParams[],
  settings: DisplaySettings,
  nowMs: number,
): VisibleCalls {
  const merged: DisplayCall[] = [];
  for (const feed of feeds) {
    const relations = feed.relations ?? NO_RELATIONS;
    const shown = filterCalls(feed.calls, {
      nowMs,
      relations,
      weekend: systems.find((s) => s.id === feed.systemId) ?? null,
      // Time-of-day rules (ignore lists, weekend) on the facility's clock of that system (spec 01 §9).
      timeZone: systems.find((s) => s.id === feed.systemId)?.time_zone,
      setting: settings.systems.find((s) => s.system_id === feed.systemId) ?? null,
      sectionFilter: settings.sectionFilter,
      showPresences: settings.showPresences,
    });
    for (const c of shown)
      merged.push(
        c.call_type ? c : { ...c, call_type: (callTypeOf(c, relations) as DisplayCall['call_type']) ?? null },
      );
  }
  const ordered = orderCalls(merged);
  return {
    calls: ordered.filter((c) => c.call_type?.flag !== 'presence'),
    presences: settings.showPresences ? ordered.filter((c) => c.call_type?.flag === 'presence') : [],
  };
}

export function useVisibleCalls(
  feeds: readonly SystemFeedState[],
  systems: readonly SystemParams[],
  settings: DisplaySettings,
): VisibleCalls {
  const runtime = useRuntime();
  // Schedules switch on the minute: re-filter when the minute changes, not every second.
  const minute = useMinute(() => runtime.serverClock.now());
  return useMemo(
    () => visibleCalls(feeds, systems, settings, minute * 60_000),
    [feeds, systems, settings, minute],
  );
}
