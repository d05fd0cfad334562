// Spec 01 §2 notes column (320 px on wide screens) from ActiveDisplayNotes (spec 01 §7). A load failure is
// logged and shown as a persistent error notification (spec 01 §8), and tried again until it loads.
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFacilityZone } from '../../../platform/session/app-data-context.tsx';
import { ActiveDisplayNotesDocument, type ActiveDisplayNotesQuery } from '../../../generated/graphql.ts';
import { formatDate } from '@cs/rules/time';
import { useRuntime } from '../../../platform/runtime-context.tsx';
import { useOnReconnect } from '../../../platform/transport/use-on-reconnect.ts';
import { useRetryOnError } from '../../../platform/transport/use-retry-on-error.ts';
import classes from '../display.module.css';

const NOTES_ERROR = 'display-notes-error';

export type DisplayNote = ActiveDisplayNotesQuery['activeDisplayNotes'][number];

export function NotesList({ notes }: { notes: readonly DisplayNote[] }) {
  const { t } = useTranslation();
  const zone = useFacilityZone();
  if (notes.length === 0) return null;
  return (
    <aside className={classes.notes} aria-label={t('display.notes.title')} data-testid="notes">
      {notes.map((n) => (
        <article key={n.id} className={classes.note} data-color={n.color}>
          <div className={classes.noteTitle}>{n.title}</div>
          {n.display_date && <div className={classes.line}>{formatDate(new Date(n.display_date), zone)}</div>}
          {n.text && <div className={classes.noteText}>{n.text}</div>}
        </article>
      ))}
    </aside>
  );
}

export function useActiveNotes(): readonly DisplayNote[] {
  const runtime = useRuntime();
  const { t } = useTranslation();
  // Always asked for; a server-rendered display (ARCHITECTURE §12a) shows the server's notes from the cache meanwhile.
  const { data, error, refetch } = useQuery(ActiveDisplayNotesDocument, { fetchPolicy: 'cache-and-network' });
  const failed = !!error && !data;
  useRetryOnError(failed, refetch);
  // displaynote.updated sent while the connection was down was missed.
  useOnReconnect(() => void refetch().catch(() => {}));
  const lastError = useRef(error);
  lastError.current = error;
  useEffect(() => {
    if (!failed) return;
    console.error('display notes failed to load; trying again', lastError.current);
    const text = t('display.notes.loadError');
    runtime.notify({ id: NOTES_ERROR, type: 'error', title: text, text, persist: true });
    // Loaded after all: the error has nothing left to say.
    return () => runtime.notifications.send({ type: 'DISMISS', id: NOTES_ERROR });
  }, [failed, runtime, t]);
  return data?.activeDisplayNotes ?? [];
}
