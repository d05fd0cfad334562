// The application shell's sync popups (spec 01 §2 application shell): the commit popup and the HTTP sync-error
// popup, drawn from their own chunk once there is something to show. Mounted by the main layout, so never on the
// display; the hook suppresses both for a user who is not logged in (spec 01 §6). On /sync the commit popup stays
// away: the sync screen shows the same commit step by step in its own flow (one progress on a screen, not a second
// one over its table), and a failure the screen showed is not shown again on the next page.
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { useSyncPopups } from './use-sync-popups.ts';

const CommitPopup = lazy(() => import('./sync-popups-chunk.tsx').then((m) => ({ default: m.CommitPopup })));
const HttpErrorPopup = lazy(() =>
  import('./sync-popups-chunk.tsx').then((m) => ({ default: m.HttpErrorPopup })),
);

export function SyncPopups({ popups }: { popups: ReturnType<typeof useSyncPopups> }) {
  const navigate = useNavigate();
  const { snapshot, httpError, maySync } = popups;
  const goToSync = () => void navigate('/sync');
  const onSync = useLocation().pathname === '/sync';
  const failed = !!snapshot?.matches('failed');
  const showsCommit = !onSync && !!snapshot && (snapshot.matches('committing') || failed);
  const { closeCommitPopup } = popups;
  useEffect(() => {
    if (onSync && failed) closeCommitPopup();
  }, [onSync, failed, closeCommitPopup]);
  return (
    <Suspense fallback={null}>
      {showsCommit && (
        <CommitPopup
          snapshot={snapshot}
          maySync={maySync}
          onClose={popups.closeCommitPopup}
          onGoToSync={goToSync}
        />
      )}
      {httpError && (
        <HttpErrorPopup
          info={httpError}
          maySync={maySync}
          onIgnore={popups.dismissHttpError}
          onGoToSync={goToSync}
          onOpenRecord={(path) => void navigate(path)}
        />
      )}
    </Suspense>
  );
}
