// Spec 01 §4 profile drawer: none selected (URL and selector only) then selected (editable, URL follows
// slug) then dirty on any change then saved (dirty cleared, list refetched). Creating selects the new
// profile. Deleting clears the selection. Closing with unsaved changes asks for confirmation (spec 01 §8).
import { assign, emit, fromPromise, setup } from 'xstate';
import type { ProfileDraft } from './profile-draft.ts';

type Ctx = {
  original: ProfileDraft | null;
  draft: ProfileDraft | null;
  confirmClose: boolean;
  saveError: boolean;
};

export type DrawerEvent =
  | { type: 'SELECT'; profile: ProfileDraft | null }
  | { type: 'CHANGE'; change: (draft: ProfileDraft) => ProfileDraft }
  | { type: 'SAVE' }
  | { type: 'CREATED'; profile: ProfileDraft }
  | { type: 'DELETED' }
  | { type: 'REQUEST_CLOSE' }
  | { type: 'CONFIRM_CLOSE' }
  | { type: 'CANCEL_CLOSE' };

export const drawerMachine = setup({
  types: {
    context: {} as Ctx,
    input: {} as { profile: ProfileDraft | null },
    events: {} as DrawerEvent,
    emitted: {} as
      | { type: 'close' }
      | { type: 'saved'; profile: ProfileDraft }
      | { type: 'selected'; profile: ProfileDraft | null },
  },
  actors: {
    saveProfile: fromPromise<ProfileDraft, ProfileDraft>(async ({ input }) => input),
  },
  actions: {
    select: assign(({ event }) => {
      const profile = event.type === 'SELECT' || event.type === 'CREATED' ? event.profile : null;
      return { original: profile, draft: profile, confirmClose: false, saveError: false };
    }),
  },
  guards: {
    hasProfile: ({ event }) => event.type === 'SELECT' && event.profile !== null,
  },
}).createMachine({
  id: 'profileDrawer',
  context: ({ input }) => ({
    original: input.profile,
    draft: input.profile,
    confirmClose: false,
    saveError: false,
  }),
  initial: 'init',
  on: {
    CREATED: {
      target: '.selected',
      actions: ['select', emit(({ event }) => ({ type: 'selected' as const, profile: event.profile }))],
    },
  },
  states: {
    init: {
      always: [{ guard: ({ context }) => context.original !== null, target: 'selected' }, { target: 'none' }],
    },
    none: {
      on: {
        SELECT: [
          {
            guard: 'hasProfile',
            target: 'selected',
            actions: ['select', emit(({ event }) => ({ type: 'selected' as const, profile: event.profile }))],
          },
          { actions: emit({ type: 'selected', profile: null }) },
        ],
        REQUEST_CLOSE: { actions: emit({ type: 'close' }) },
      },
    },
    selected: {
      initial: 'clean',
      on: {
        SELECT: [
          {
            guard: 'hasProfile',
            target: '.clean',
            actions: ['select', emit(({ event }) => ({ type: 'selected' as const, profile: event.profile }))],
          },
          { target: 'none', actions: ['select', emit({ type: 'selected', profile: null })] },
        ],
        DELETED: { target: 'none', actions: ['select', emit({ type: 'selected', profile: null })] },
      },
      states: {
        clean: {
          on: {
            CHANGE: {
              target: 'dirty',
              actions: assign({
                draft: ({ context, event }) => (context.draft ? event.change(context.draft) : null),
              }),
            },
            REQUEST_CLOSE: { actions: emit({ type: 'close' }) },
          },
        },
        dirty: {
          on: {
            CHANGE: {
              actions: assign({
                draft: ({ context, event }) => (context.draft ? event.change(context.draft) : null),
              }),
            },
            SAVE: 'saving',
            REQUEST_CLOSE: { actions: assign({ confirmClose: true }) },
            CANCEL_CLOSE: { actions: assign({ confirmClose: false }) },
            // Closing anyway drops the unsaved changes.
            CONFIRM_CLOSE: {
              target: 'clean',
              actions: [
                assign(({ context }) => ({ draft: context.original, confirmClose: false })),
                emit({ type: 'close' }),
              ],
            },
          },
        },
        saving: {
          invoke: {
            src: 'saveProfile',
            input: ({ context }) => context.draft as ProfileDraft,
            onDone: {
              target: 'clean',
              actions: [
                assign(({ event }) => ({ original: event.output, draft: event.output, saveError: false })),
                emit(({ event }) => ({ type: 'saved' as const, profile: event.output })),
              ],
            },
            onError: { target: 'dirty', actions: assign({ saveError: true }) },
          },
        },
      },
    },
  },
});
