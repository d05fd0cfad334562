// The application shell's sync popups (spec 01 §2 application shell): the commit popup and the HTTP sync-error
// popup, drawn from their own chunk once there is something to show. Mounted by the main layout, so never on the
// display; the hook suppresses both for a user who is not logged in (spec 01 §6).
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import type { useSyncPopups } from './use-sync-popups.ts';

const CommitPopup = lazy(() => import('./sync-popups-chunk.tsx').then((m) => ({ default: m.CommitPopup })));
const HttpErrorPopup = lazy(() =>
  import('./sync-popups-chunk.tsx').then((m) => ({ default: m.HttpErrorPopup })),
);

export function SyncPopups({ popups }: { popups: ReturnType<typeof useSyncPopups> }) {
  const navigate = useNavigate();
  const { snapshot, httpError, maySync } = popups;
  const goToSync = () => void navigate('/sync');
  const showsCommit = !!snapshot && (snapshot.matches('committing') || snapshot.matches('failed'));
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
        />
      )}
    </Suspense>
  );
}
