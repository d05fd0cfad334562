// /log is live (issue 38 item 3): the log's subscription (callLogChanged, on the console's one live connection) says
// when the log grew; the page then asks what is new to its filter since the rows it shows (callLogNews). At the top
// of an unfiltered list, newest first, the new rows just appear (the first page is read again); a user who scrolled
// or filtered gets a hint ('1 neuer Ruf', '3 neue Rufe') that brings them in on a click, as mail clients do, so the
// rows do not move under their eyes. After a lost connection the subscription answers the newest row again at once,
// so nothing written meanwhile is missed.
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useWindowScroll } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CallLogChangedDocument, CallLogNewsDocument } from '../../generated/graphql.ts';
import type { CallLogView } from '../../platform/call-filters/call-filters.ts';
import { callLogVariables } from './use-call-log.ts';

/** Scrolled less than this (px), the list counts as at its top. */
export const AT_TOP_PX = 48;

export interface LogNews {
  calls: number;
  presences: number;
}

/** Newest first with no filter but the range: a new row belongs at the top, where the user is looking. */
const unfiltered = (view: CallLogView) =>
  view.sort === 'opened_at' &&
  view.direction === 'DESC' &&
  !view.text &&
  [view.sections, view.callTypes, view.callSources, view.urgencies].every((list) => list.length === 0);

export function useLiveLog(view: CallLogView, lastId: number | undefined, refresh: () => Promise<unknown>) {
  const client = useApolloClient();
  const [{ y }] = useWindowScroll();
  const [news, setNews] = useState<LogNews | null>(null);
  const pushed = useSubscription(CallLogChangedDocument, { skip: lastId === undefined }).data?.callLogChanged
    .last_id;
  // what the latest push is judged with: the view, the scroll and the page as they are then
  const now = useRef({ view, y, lastId, refresh });
  now.current = { view, y, lastId, refresh };

  // a new page (read again, another filter) shows what was new
  useEffect(() => setNews(null), [lastId, view]);

  useEffect(() => {
    const { view: v, lastId: since } = now.current;
    if (pushed === undefined || since === undefined || pushed <= since) return;
    let current = true;
    void client
      .query({
        query: CallLogNewsDocument,
        variables: { filter: callLogVariables(v).filter, since },
        fetchPolicy: 'network-only',
      })
      .then(({ data }) => {
        const found = data?.callLogNews;
        if (!current || !found || found.calls + found.presences === 0) return;
        if (now.current.y < AT_TOP_PX && unfiltered(now.current.view)) void now.current.refresh();
        else setNews({ calls: found.calls, presences: found.presences });
      })
      // a failed count leaves the hint as it was; the next row asks again
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pushed, client]);

  const bringIn = useCallback(() => {
    window.scrollTo({ top: 0 });
    void now.current.refresh();
  }, []);
  return { news, bringIn };
}
