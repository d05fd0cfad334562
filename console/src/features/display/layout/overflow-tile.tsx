// The persistent '+N weitere Rufe' tile: how many calls the screen cannot show, and of which urgency.
import { URGENCIES_MOST_URGENT_FIRST } from '@cs/contracts/vocabulary';
import { useTranslation } from 'react-i18next';
import { PRIORITY_MARK } from '../cards/call-card.tsx';
import type { DisplayCall } from '../feed/feed-store.ts';
import classes from '../cards/cards.module.css';

export function OverflowTile({ hidden }: { hidden: readonly DisplayCall[] }) {
  const { t } = useTranslation();
  const counts = URGENCIES_MOST_URGENT_FIRST.map(
    (u) => [u, hidden.filter((c) => (c.call_type?.urgency ?? 'NORMAL') === u).length] as const,
  ).filter(([, n]) => n > 0);
  return (
    <div
      className={classes.overflowCalls}
      role="status"
      data-testid="calls-overflow"
      data-hidden={hidden.length}
      data-urgency={counts[0]?.[0] ?? 'NORMAL'}
    >
      <div className={classes.overflowCount}>{t('display.overflow.more', { count: hidden.length })}</div>
      <ul className={classes.overflowList}>
        {counts.map(([urgency, n]) => (
          <li key={urgency}>
            {PRIORITY_MARK[urgency] && <span aria-hidden>{PRIORITY_MARK[urgency]} </span>}
            {t(`display.overflow.${urgency}`, { count: n })}
          </li>
        ))}
      </ul>
    </div>
  );
}
