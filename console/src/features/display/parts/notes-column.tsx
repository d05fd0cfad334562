// Spec 01 §2 notes column (320 px on wide screens) from ActiveDisplayNotes (spec 01 §7). A load failure is
// logged and shown as a persistent error notification (spec 01 §8).
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ActiveDisplayNotesDocument, type ActiveDisplayNotesQuery } from '../../../generated/graphql.ts';
import { formatDate } from '@cs/rules/time';
import { useRuntime } from '../../../platform/runtime-context.tsx';
import classes from '../display.module.css';

export type DisplayNote = ActiveDisplayNotesQuery['activeDisplayNotes'][number];

export function NotesList({ notes }: { notes: readonly DisplayNote[] }) {
  const { t } = useTranslation();
  if (notes.length === 0) return null;
  return (
    <aside className={classes.notes} aria-label={t('display.notes.title')} data-testid="notes">
      {notes.map((n) => (
        <article key={n.id} className={classes.note} data-color={n.color}>
          <div className={classes.noteTitle}>{n.title}</div>
          {n.display_date && <div className={classes.line}>{formatDate(new Date(n.display_date))}</div>}
          {n.text && <div className={classes.noteText}>{n.text}</div>}
        </article>
      ))}
    </aside>
  );
}

export function useActiveNotes(): readonly DisplayNote[] {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const { data, error } = useQuery(ActiveDisplayNotesDocument, { fetchPolicy: 'network-only' });
  useEffect(() => {
    if (!error) return;
    console.error('display notes failed to load', error);
    const text = t('display.notes.loadError');
    runtime.notify({ id: 'display-notes-error', type: 'error', title: text, text, persist: true });
  }, [error, runtime, t]);
  return data?.activeDisplayNotes ?? [];
}
