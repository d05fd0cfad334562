// The display profiles of the display mock (spec 01 §3 display profiles): the list and its create, update and delete
// mutations, on createDisplayMock's state, answered as the backend does (disabled systems dropped, ids and slugs).
import { DISPLAY_GROUP_NONE } from '@cs/contracts/vocabulary';
import { graphql, type GraphQLResponseBody } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import {
  CreateDisplayProfileDocument,
  DeleteDisplayProfileDocument,
  DisplayProfilesDocument,
  UpdateDisplayProfileDocument,
  type ProfileSystemSettingInput,
} from '../console/src/generated/graphql.ts';
import type { MockProfile } from './display-data.ts';

export const VERSION = { 'X-CS-Version': '5.406' };

/** A GraphQL error answer: no data, so it fits every operation's response type. */
export const fail = (message: string, extensions: Record<string, unknown> = {}) =>
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

// Apollo normalises profiles and notes in its cache: answers carry __typename like the real server's.
const profileOut = (p: MockProfile) => ({
  ...p,
  __typename: 'DisplayProfile' as const,
  settings: p.settings.map((x) => ({ ...x, __typename: 'ProfileSystemSetting' as const })),
});

export function displayProfileHandlers(state: { profiles: MockProfile[] }) {
  const api = graphql.link('*/backend/query');
  return [
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
  ];
}
