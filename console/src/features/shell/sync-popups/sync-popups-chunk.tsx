// The sync popups' own chunk, loaded when first needed (a commit starts, an HTTP error arrives): the commit popup's
// machine with XState, both views and their texts. Never on the display's path (ARCHITECTURE §11 budget).
import { createActor, fromPromise } from 'xstate';
import { CommitPopupPollDocument } from '../../../generated/graphql.ts';
import type { Runtime } from '../../../platform/runtime.ts';
import { commitPopupMachine, type ChangelogPoll } from './commit-popup-machine.ts';
import { registerPopupTexts } from './popup-texts.ts';

registerPopupTexts();

/** The configChangelog poll (spec 01 §7): an answer with GraphQL errors fails like a lost one. */
async function pollChangelog(runtime: Runtime): Promise<ChangelogPoll> {
  const { data, error } = await runtime.transport.client.query({
    query: CommitPopupPollDocument,
    fetchPolicy: 'network-only',
  });
  if (error || !data) throw error ?? new Error('configChangelog: no answer');
  return data.configChangelog;
}

export function startCommitPopup(options: { runtime: Runtime; goToSync: () => void }) {
  registerPopupTexts(options.runtime.i18n);
  const machine = commitPopupMachine.provide({
    actions: { goToSync: options.goToSync },
    actors: { pollChangelog: fromPromise(() => pollChangelog(options.runtime)) },
  });
  // every timer through the runtime's clock (ARCHITECTURE §7)
  return createActor(machine, { clock: options.runtime.clock }).start();
}

export { CommitPopup } from './commit-popup.tsx';
export { HttpErrorPopup } from './http-error-popup.tsx';
