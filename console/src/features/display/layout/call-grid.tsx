// The call grid (spec 01 §2): as many columns and as large a font as fitGrid found for the area; calls that do
// not fit are counted on the overflow tile in the last slot ("never hidden").
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { CallCard } from '../cards/call-card.tsx';
import { CardTextsProvider } from '../cards/card-texts.tsx';
import type { DisplayCall } from '../feed/feed-store.ts';
import classes from '../cards/cards.module.css';
import type { GridLayout } from './fit-grid.ts';
import { OverflowTile } from './overflow-tile.tsx';

export interface CallGridProps {
  calls: readonly DisplayCall[];
  layout: GridLayout;
  showSystem: boolean;
  canClose?: (call: DisplayCall) => boolean;
  onOpen?: (call: DisplayCall) => void;
  onCloseCall?: (call: DisplayCall) => void;
}

export function CallGrid({ calls, layout, showSystem, canClose, onOpen, onCloseCall }: CallGridProps) {
  const { t } = useTranslation();
  const shown = calls.length > layout.visible ? calls.slice(0, layout.visible) : calls;
  // Not measured yet (columns 0): the stylesheet sizes the grid (cards.module.css).
  const style = (
    layout.columns
      ? {
          '--card-title': `${layout.titlePx}px`,
          gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
          gridAutoRows: layout.rowPx ? `${layout.rowPx}px` : undefined,
        }
      : undefined
  ) as CSSProperties | undefined;
  return (
    <section
      className={classes.grid}
      style={style}
      aria-label={t('display.calls')}
      data-testid="call-grid"
      data-columns={layout.columns}
      data-title-px={layout.titlePx}
    >
      <CardTextsProvider>
        {shown.map((c) => (
          <CallCard
            key={`${c.system_id}:${c.id}`}
            call={c}
            showSystem={showSystem}
            canClose={canClose?.(c) ?? false}
            onOpen={onOpen}
            onClose={onCloseCall}
          />
        ))}
      </CardTextsProvider>
      {shown.length < calls.length && <OverflowTile hidden={calls.slice(shown.length)} />}
    </section>
  );
}
