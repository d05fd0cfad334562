// Spec 01 §2 presences column: two columns in landscape, one in portrait; extra presences collapse to a count
// tile; clicking expands; it collapses again after 60 s (spec 01 §9). The column always sits beside the calls,
// in portrait too, so presences never end up below every call.
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../platform/runtime-context.tsx';
import { CardTextsProvider } from '../cards/card-texts.tsx';
import { PresenceCard } from '../cards/presence-card.tsx';
import type { DisplayCall } from '../feed/feed-store.ts';
import { GRID_GAP_PX } from '../layout/fit-grid.ts';
import { useAreaSize } from '../layout/use-area-size.ts';
import classes from '../display.module.css';

export const PRESENCE_EXPANSION_MS = 60_000;
/** The title size while the display's size is unknown (display.module.css says the same). */
const DEFAULT_TITLE_PX = 16;
/** Spec 01 §9: 20 rows when the height is unknown. */
export const DEFAULT_ROWS = 20;
/** A presence card's height in its title's em: title, section and handler lines; one more for the system. */
export const presenceHeightEm = (showSystem: boolean) => 3.9 + (showSystem ? 1.1 : 0);

export function presenceSlots(
  heightPx: number,
  titlePx: number,
  columns: number,
  showSystem: boolean,
): number {
  if (heightPx <= 0) return DEFAULT_ROWS * columns;
  const card = presenceHeightEm(showSystem) * titlePx;
  return Math.max(2, Math.floor((heightPx + GRID_GAP_PX) / (card + GRID_GAP_PX)) * columns);
}

export function PresencesColumn({
  presences,
  titlePx,
  columns,
  showSystem = false,
  onOpen,
}: {
  presences: readonly DisplayCall[];
  /** null while the display's size is unknown: the stylesheet's size (first-paint-layout.ts) */
  titlePx: number | null;
  columns: number | null;
  showSystem?: boolean;
  onOpen?: (call: DisplayCall) => void;
}) {
  const { t } = useTranslation();
  const { clock } = useRuntime();
  const [ref, { height }] = useAreaSize<HTMLElement>();
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    if (!expanded) return;
    const timer = clock.setTimeout(() => setExpanded(false), PRESENCE_EXPANSION_MS);
    return () => clock.clearTimeout(timer);
  }, [expanded, clock]);
  if (presences.length === 0) return null;
  const maxVisible = presenceSlots(height, titlePx ?? DEFAULT_TITLE_PX, columns ?? 2, showSystem);
  const overflow = !expanded && presences.length > maxVisible;
  // The count tile takes the last slot, so the column never grows past its rows.
  const shown = overflow ? presences.slice(0, Math.max(0, maxVisible - 1)) : presences;
  const hidden = presences.length - shown.length;
  return (
    <section
      ref={ref}
      className={classes.presences}
      style={
        {
          // the cards take their size from --card-title as in the call grid; the column's width is in that em
          ...(titlePx !== null && { '--card-title': `${titlePx}px`, fontSize: `${titlePx}px` }),
          ...(columns !== null && { gridTemplateColumns: `repeat(${columns}, 7.6em)` }),
          gridAutoRows: `${presenceHeightEm(showSystem)}em`,
        } as CSSProperties
      }
      data-expanded={expanded}
      aria-label={t('display.presences.title')}
      data-testid="presences"
    >
      <CardTextsProvider>
        {shown.map((p) => (
          <PresenceCard key={`${p.system_id}:${p.id}`} call={p} showSystem={showSystem} onOpen={onOpen} />
        ))}
      </CardTextsProvider>
      {overflow && (
        <button
          type="button"
          className={classes.overflowTile}
          onClick={() => setExpanded(true)}
          data-testid="presence-overflow"
          data-hidden={hidden}
        >
          {t('display.presences.more', { count: hidden })}
        </button>
      )}
    </section>
  );
}
