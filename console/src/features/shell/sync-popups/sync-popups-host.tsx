// What the main layout mounts for a logged-in user (its own chunk): the sync popups' feed (use-sync-popups.ts) and
// the popups, and whether a commit runs, for the layout's dimmed, inert header (spec 01 §4).
import { useEffect } from 'react';
import { SyncPopups } from './sync-popups.tsx';
import { useSyncPopups } from './use-sync-popups.ts';

export function SyncPopupsHost({ onCommitting }: { onCommitting: (committing: boolean) => void }) {
  const popups = useSyncPopups();
  const { committing } = popups;
  useEffect(() => {
    onCommitting(committing);
  }, [committing, onCommitting]);
  // a user who logs out takes the host away: the header is free again
  useEffect(() => () => onCommitting(false), [onCommitting]);
  return <SyncPopups popups={popups} />;
}
