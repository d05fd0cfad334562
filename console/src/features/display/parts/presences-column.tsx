// Spec 01 §2 presences column: two columns in landscape, one in portrait (CSS); extra presences collapse
// to a count tile; clicking expands; it collapses again after 60 s (spec 01 §9).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PresenceCard } from '../cards/presence-card.tsx';
import type { DisplayCall } from '../feed/feed-store.ts';
import classes from '../display.module.css';

export const PRESENCE_EXPANSION_MS = 60_000;
/** Spec 01 §9: 20 rows when the height is unknown. */
export const DEFAULT_ROWS = 20;

export function PresencesColumn({
  presences,
  maxVisible = DEFAULT_ROWS,
  onOpen,
}: {
  presences: readonly DisplayCall[];
  maxVisible?: number;
  onOpen?: (call: DisplayCall) => void;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    if (!expanded) return;
    const timer = setTimeout(() => setExpanded(false), PRESENCE_EXPANSION_MS);
    return () => clearTimeout(timer);
  }, [expanded]);
  if (presences.length === 0) return null;
  const overflow = !expanded && presences.length > maxVisible;
  // The count tile takes the last slot, so the column never grows past its rows.
  const shown = overflow ? presences.slice(0, Math.max(0, maxVisible - 1)) : presences;
  const hidden = presences.length - shown.length;
  return (
    <section className={classes.presences} aria-label={t('display.presences.title')} data-testid="presences">
      {shown.map((p) => (
        <PresenceCard key={`${p.system_id}:${p.id}`} call={p} onOpen={onOpen} />
      ))}
      {overflow && (
        <button
          type="button"
          className={classes.overflowTile}
          onClick={() => setExpanded(true)}
          data-testid="presence-overflow"
        >
          {t('display.presences.more', { count: hidden })}
        </button>
      )}
    </section>
  );
}
