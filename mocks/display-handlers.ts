// MSW handlers for the call display (spec 01 §7): profiles and their mutations, relations,
// callsChanged (full list with a sequence), active notes and sendDeviceAction. Typed by the codegen documents.
import { DISPLAY_GROUP_NONE } from '@cs/contracts/vocabulary';
import { graphql, type GraphQLSubscription } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type { GraphQLResponseBody } from 'msw/graphql';
import {
  ActiveDisplayNotesDocument,
  CallDisplayRelationsDocument,
  CallsChangedDocument,
  CreateDisplayProfileDocument,
  DeleteDisplayProfileDocument,
  DisplayProfilesDocument,
  SendDeviceActionDocument,
  UpdateDisplayProfileDocument,
  type ProfileSystemSettingInput,
} from '../console/src/generated/graphql.ts';
import {
  mockProfiles,
  mockRelations,
  type MockCall,
  type MockNote,
  type MockProfile,
  type MockRelations,
} from './display-data.ts';

export interface DisplayMockOptions {
  calls?: MockCall[];
  notes?: MockNote[];
  profiles?: MockProfile[];
  /** What EndCalls does: close the call (default), report success but leave it open, or refuse. */
  endCalls?: 'close' | 'ignore' | 'refuse';
  /** Relations of these systems fail (the panel's error callout) until state.failRelations is cleared. */
  failRelations?: number[];
  notesFail?: boolean;
}

const VERSION = { 'X-CS-Version': '5.406' };
const systemOf = (request: Request) => Number(request.headers.get('X-CS-System') ?? '1');
/** A GraphQL error answer: no data, so it fits every operation's response type. */
const fail = (message: string, extensions: Record<string, unknown> = {}) =>
  HttpResponse.json<GraphQLResponseBody<never>>(
    { data: null, errors: [{ message, extensions }] },
    { headers: VERSION },
  );
type Setting = MockProfile['settings'][number];
/** Disabled systems dropped, missing display groups none (as the backend, spec 01 §3). */
const toSettings = (input: readonly ProfileSystemSettingInput[]): Setting[] =>
  input
    .filter((s) => s.enabled !== false)
    .map((s) => {
      const g = (k: keyof Setting) =>
        typeof s[k as keyof ProfileSystemSettingInput] === 'number'
          ? (s[k as keyof ProfileSystemSettingInput] as number)
          : DISPLAY_GROUP_NONE;
      return {
        system_id: s.system_id,
        weekday_schedule_id: s.weekday_schedule_id,
        weekend_schedule_id: s.weekend_schedule_id,
        weekday_display_group_1_id: g('weekday_display_group_1_id'),
        weekday_display_group_2_id: g('weekday_display_group_2_id'),
        weekday_display_group_3_id: g('weekday_display_group_3_id'),
        weekday_display_group_4_id: g('weekday_display_group_4_id'),
        weekday_display_group_5_id: g('weekday_display_group_5_id'),
        weekend_display_group_1_id: g('weekend_display_group_1_id'),
        weekend_display_group_2_id: g('weekend_display_group_2_id'),
        weekend_display_group_3_id: g('weekend_display_group_3_id'),
        weekend_display_group_4_id: g('weekend_display_group_4_id'),
        weekend_display_group_5_id: g('weekend_display_group_5_id'),
      };
    });

export function createDisplayMock(options: DisplayMockOptions = {}) {
  const state = {
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
          sent_at: new Date().toISOString(),
          calls: callsOf(system),
        },
      },
    };
  };
  const publish = (system: number) => {
    const payload = change(system);
    for (const s of state.subscribers) if (s.system === system) s.subscription.publish(payload);
  };
  // Apollo normalises profiles and notes in its cache: answers carry __typename like the real server's.
  const profileOut = (p: MockProfile) => ({
    ...p,
    __typename: 'DisplayProfile' as const,
    settings: p.settings.map((x) => ({ ...x, __typename: 'ProfileSystemSetting' as const })),
  });

  const handlers = [
    api.query(DisplayProfilesDocument, () =>
      HttpResponse.json({ data: { displayProfiles: state.profiles.map(profileOut) } }, { headers: VERSION }),
    ),
    api.mutation(CreateDisplayProfileDocument, ({ variables }) => {
      const name = variables.input.name.trim();
      if (!name)
        return fail('Dieses Feld ist erforderlich', {
          validation: true,
          field: 'name',
          key: 'required',
          code: 'VALIDATION_FAILED',
        });
      const { settings, ...rest } = variables.input;
      const profile: MockProfile = {
        ...rest,
        name,
        id: Math.max(0, ...state.profiles.map((p) => p.id)) + 1,
        slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        settings: toSettings(settings),
      };
      state.profiles.push(profile);
      return HttpResponse.json({ data: { createDisplayProfile: profileOut(profile) } }, { headers: VERSION });
    }),
    api.mutation(UpdateDisplayProfileDocument, ({ variables }) => {
      const i = state.profiles.findIndex((p) => p.id === variables.input.id);
      if (i < 0) return fail('Der Wert ist ungültig', { validation: true, field: 'id', key: 'invalid' });
      const { settings, ...rest } = variables.input;
      const profile = { ...(state.profiles[i] as MockProfile), ...rest, settings: toSettings(settings) };
      state.profiles[i] = profile;
      return HttpResponse.json({ data: { updateDisplayProfile: profileOut(profile) } }, { headers: VERSION });
    }),
    api.mutation(DeleteDisplayProfileDocument, ({ variables }) => {
      const ids = Array.isArray(variables.ids) ? variables.ids : [variables.ids];
      const deleted = state.profiles.filter((p) => ids.includes(p.id));
      state.profiles = state.profiles.filter((p) => !ids.includes(p.id));
      return HttpResponse.json(
        { data: { deleteDisplayProfile: deleted.map((p) => ({ id: p.id, name: p.name })) } },
        { headers: VERSION },
      );
    }),
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
        setTimeout(() => publish(system), 300);
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
      setTimeout(() => subscription.publish(change(system)), 0);
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
