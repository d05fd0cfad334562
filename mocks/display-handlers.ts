// MSW handlers for the call display (spec 01 §7): profiles and their mutations, relations,
// callsChanged (full list with a sequence), active notes and sendDeviceAction. Typed by the codegen documents.
import type { Clock } from '@cs/contracts/clock';
import { graphql, type GraphQLSubscription } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import {
  ActiveDisplayNotesDocument,
  CallDisplayRelationsDocument,
  CallsChangedDocument,
  SendDeviceActionDocument,
} from '../console/src/generated/graphql.ts';
import { displayProfileHandlers, fail, VERSION } from './display-profile-handlers.ts';
import {
  mockProfiles,
  mockRelations,
  type MockCall,
  type MockNote,
  type MockProfile,
  type MockRelations,
} from './display-data.ts';
import { mockClock } from './mock-clock.ts';

export interface DisplayMockOptions {
  calls?: MockCall[];
  notes?: MockNote[];
  profiles?: MockProfile[];
  /** What EndCalls does: close the call (default), report success but leave it open, or refuse. */
  endCalls?: 'close' | 'ignore' | 'refuse';
  /** Relations of these systems fail (the panel's error callout) until state.failRelations is cleared. */
  failRelations?: number[];
  notesFail?: boolean;
  /** the clock of the pushes after subscribing and closing, and of their sent_at; the mocks' unless a test's own */
  clock?: Clock;
}

const systemOf = (request: Request) => Number(request.headers.get('X-CS-System') ?? '1');
/** What the display mock holds: calls, notes, profiles and relations per system, links, subscribers, actions. */
function displayState(options: DisplayMockOptions) {
  return {
    calls: [...(options.calls ?? [])],
    notes: options.notes ?? [],
    profiles: options.profiles ?? mockProfiles(),
    relations: new Map<number, MockRelations>([
      [1, mockRelations()],
      [2, mockRelations()],
    ]),
    sequence: new Map<number, number>(),
    /** CallsChange.link per system (default 'online') */
    links: new Map<number, string>(),
    subscribers: [] as Array<{ system: number; subscription: GraphQLSubscription }>,
    actions: [] as Array<{ action: string; deviceID: number; system: number }>,
    failRelations: new Set(options.failRelations ?? []),
  };
}

export function createDisplayMock(options: DisplayMockOptions = {}) {
  const clock = options.clock ?? mockClock;
  const state = displayState(options);
  const api = graphql.link('*/backend/query');
  const ws = graphql.link('*/ws/backend');
  const callsOf = (system: number) => state.calls.filter((c) => c.system_id === system);
  const change = (system: number) => {
    const sequence = (state.sequence.get(system) ?? 0) + 1;
    state.sequence.set(system, sequence);
    return {
      data: {
        callsChanged: {
          __typename: 'CallsChange' as const,
          system_id: system,
          sequence,
          link: state.links.get(system) ?? 'online',
          sent_at: new Date(clock.now()).toISOString(),
          calls: callsOf(system),
        },
      },
    };
  };
  const publish = (system: number) => {
    const payload = change(system);
    for (const s of state.subscribers) if (s.system === system) s.subscription.publish(payload);
  };
  const handlers = [
    ...displayProfileHandlers(state),
    api.query(ActiveDisplayNotesDocument, () =>
      options.notesFail
        ? fail('notes failed')
        : HttpResponse.json(
            {
              data: {
                activeDisplayNotes: state.notes.map((n) => ({ ...n, __typename: 'DisplayNote' as const })),
              },
            },
            { headers: VERSION },
          ),
    ),
    api.query(CallDisplayRelationsDocument, ({ request }) => {
      const system = systemOf(request);
      if (state.failRelations.has(system)) return fail('relations failed');
      return HttpResponse.json(
        {
          data: {
            callDisplayRelations: state.relations.get(system) ?? mockRelations(),
            openCalls: callsOf(system),
          },
        },
        { headers: VERSION },
      );
    }),
    api.mutation(SendDeviceActionDocument, ({ variables, request }) => {
      const system = systemOf(request);
      state.actions.push({ action: variables.action, deviceID: variables.deviceID, system });
      if (options.endCalls === 'refuse') {
        return fail('In diesem Bereich dürfen Rufe nicht manuell beendet werden.', {
          code: 'MISSING_PERMISSION',
        });
      }
      if (options.endCalls !== 'ignore') {
        state.calls = state.calls.filter((c) => !(c.system_id === system && c.number === variables.deviceID));
        clock.setTimeout(() => publish(system), 300);
      }
      return HttpResponse.json({ data: { sendDeviceAction: { success: true } } }, { headers: VERSION });
    }),
    ws.subscription(CallsChangedDocument, ({ subscription, finalize }) => {
      const system = subscription.variables.override_system ?? 1;
      const entry = { system, subscription };
      state.subscribers.push(entry);
      finalize(() => {
        state.subscribers = state.subscribers.filter((s) => s !== entry);
      });
      // Full list on subscribe (spec 01 §7).
      clock.setTimeout(() => subscription.publish(change(system)), 0);
    }),
  ];

  return {
    handlers,
    state,
    /** Replace a system's calls and push the full list, as the backend does on every change. */
    setCalls(system: number, calls: MockCall[]) {
      state.calls = [...state.calls.filter((c) => c.system_id !== system), ...calls];
      publish(system);
    },
    /** The backend's link to the system's Gets changed (CallsChange.link): pushed like any change. */
    setLink(system: number, link: string) {
      state.links.set(system, link);
      publish(system);
    },
    /** Skip sequence numbers, as if pushes were missed while away. */
    skipSequence(system: number, by: number) {
      state.sequence.set(system, (state.sequence.get(system) ?? 0) + by);
    },
  };
}
export type DisplayMock = ReturnType<typeof createDisplayMock>;
