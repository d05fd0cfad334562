// The log's count and its live hint (issue 38): calls and presences are counted apart, with one word each, as the
// analytics count them ('7 Rufe · 5 Anwesenheiten'); a hint names what arrived while the user was scrolled or
// filtered ('1 neuer Ruf', '3 neue Rufe · 1 neue Anwesenheit') and brings it in on a click.
import { Affix, Button } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { formatNumber } from '@cs/rules/numbers';
import { useTranslation } from 'react-i18next';
import type { CallLogQuery } from '../../generated/graphql.ts';
import type { LogNews } from './use-live-log.ts';

type Page = CallLogQuery['callLog'];

export function LogCounts({ page }: { page: Page }) {
  const { t } = useTranslation();
  if (page.calls === null || page.calls === undefined || page.total_capped)
    return <>{t('callLog.countCapped', { total: formatNumber(page.total) })}</>;
  const counts = [
    t('callLog.calls', { count: page.calls, n: formatNumber(page.calls) }),
    t('callLog.presences', { count: page.presences ?? 0, n: formatNumber(page.presences ?? 0) }),
  ].join(' · ');
  if (page.rows.length >= page.total) return <>{counts}</>;
  return <>{t('callLog.countShown', { counts, shown: formatNumber(page.rows.length) })}</>;
}

export function NewsHint({ news, onClick }: { news: LogNews; onClick: () => void }) {
  const { t } = useTranslation();
  const parts = [
    news.calls > 0 && t('callLog.newCalls', { count: news.calls, n: formatNumber(news.calls) }),
    news.presences > 0 &&
      t('callLog.newPresences', { count: news.presences, n: formatNumber(news.presences) }),
  ].filter(Boolean);
  return (
    // over the list where the user is, as mail clients do; announced once, a button to bring the rows in
    <Affix position={{ top: 72, left: '50%' }} style={{ transform: 'translateX(-50%)' }}>
      <Button
        radius="xl"
        size="sm"
        leftSection={<IconArrowUp size={16} aria-hidden />}
        onClick={onClick}
        aria-live="polite"
      >
        {parts.join(' · ')}
      </Button>
    </Affix>
  );
}
