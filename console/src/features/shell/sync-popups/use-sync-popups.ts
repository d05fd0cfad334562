// The shell's side of the sync popups (spec 01 §4 configuration commit, §6, §8): feeds the commit popup from the
// getsconfig.* system messages and AppData's committing_gets_config, holds a user who may sync on /sync while a
// commit runs (except on display, sync and login), and keeps the last getsHTTPError for its popup. Nothing for a
// user who is not logged in (id 0). The main layout uses it: the display never does.
import { useSubscription } from '@apollo/client/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { GetsHttpErrorDocument, type GetsHttpErrorSubscription } from '../../../generated/graphql.ts';
import { showsSyncIndicator } from '../../../platform/navigation/nav-items.ts';
import { useRuntime } from '../../../platform/runtime-context.tsx';
import { useAppData } from '../../../platform/session/app-data-context.tsx';
import { commitEventOf, commitPopupHost } from './commit-popup-host.ts';

export type HttpErrorInfo = GetsHttpErrorSubscription['getsHTTPError'];

/** Spec 01 §4: where a commit does not send a user to the sync route. */
const STAYS = /^\/(display|sync|login|pwa\/sync)(\/|$)/;

export function useSyncPopups() {
  const runtime = useRuntime();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user, licence, appState } = useAppData();
  const loggedIn = !!user && user.id > 0;
  const maySync = loggedIn && showsSyncIndicator({ user, licence });
  const host = commitPopupHost(runtime);
  const snapshot = useSyncExternalStore(host.actor.subscribe, host.actor.getSnapshot);
  const committing = loggedIn && !!snapshot?.matches('committing');
  const [httpError, setHttpError] = useState<HttpErrorInfo | null>(null);

  useEffect(() => {
    if (!loggedIn) return;
    const listener = (subject: string, data: unknown) => {
      const event = commitEventOf(subject, data);
      if (event) host.actor.send(event);
    };
    runtime.systemMessageListeners.add(listener);
    return () => void runtime.systemMessageListeners.delete(listener);
  }, [runtime, host, loggedIn]);

  const running = appState?.committing_gets_config ?? false;
  useEffect(() => {
    if (loggedIn) host.actor.send({ type: 'RUNNING', running });
  }, [host, loggedIn, running]);

  useEffect(() => {
    host.hooks.goToSync = () => {
      if (maySync && !window.location.pathname.startsWith('/display')) void navigate('/sync');
    };
  }, [host, maySync, navigate]);

  // Spec 01 §4: held on the sync route while the commit runs (only who may open it: others would be refused there).
  useEffect(() => {
    if (committing && maySync && !STAYS.test(pathname)) void navigate('/sync', { replace: true });
  }, [committing, maySync, pathname, navigate]);

  useSubscription(GetsHttpErrorDocument, {
    skip: !loggedIn,
    onData: ({ data }) => {
      const info = data.data?.getsHTTPError;
      if (info) setHttpError(info);
    },
  });

  return {
    snapshot: loggedIn ? snapshot : null,
    committing,
    maySync,
    httpError: loggedIn ? httpError : null,
    dismissHttpError: () => setHttpError(null),
    closeCommitPopup: () => host.actor.send({ type: 'CLOSE' }),
  };
}
