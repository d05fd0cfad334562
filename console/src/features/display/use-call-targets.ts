// Where a click on a card leads (spec 01 §2): the display call form over the display, or, when the profile
// covers more than one system, the same form in a new tab. Calls are keyed by (system, id): the
// form gets the call's system, never the console's current one.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AuthUser } from '../../platform/session/stored-user.ts';
import type { DisplayCall } from './feed/feed-store.ts';
import { mayCloseCall } from '@cs/rules/close-call';

export function callFormPath(slug: string | null, call: Pick<DisplayCall, 'id' | 'system_id'>, search = '') {
  const params = new URLSearchParams(search);
  params.set('system', String(call.system_id));
  return `${slug ? `/display/${encodeURIComponent(slug)}` : '/display'}/call/${call.id}?${params}`;
}

export function useCallTargets(opts: {
  slug: string | null;
  severalSystems: boolean;
  user: AuthUser | null;
}) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { slug, severalSystems, user } = opts;
  const onOpen = useCallback(
    (call: DisplayCall) => {
      if (severalSystems) window.open(callFormPath(slug, call), '_blank', 'noopener');
      else navigate(callFormPath(slug, call, search));
    },
    [severalSystems, slug, search, navigate],
  );
  const canClose = useCallback((call: DisplayCall) => mayCloseCall(user, call), [user]);
  return { onOpen, canClose };
}
