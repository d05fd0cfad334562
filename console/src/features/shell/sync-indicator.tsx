// The header's sync indicator (spec 01 §2 main layout, §6: systemtree::sync and the management licence). It links
// to /sync with a dot while a change waits for its commit (the last change newer than the last commit, spec 02 §4)
// and a spinner while a commit or HTTP work against the configurator runs; the number of running jobs shows only
// above 3, and the link is disabled meanwhile. Without any system a warning links to the system parameters.
import { useQuery } from '@apollo/client/react';
import { ActionIcon, Badge, Indicator, Loader } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SyncIndicatorStateDocument } from '../../generated/graphql.ts';
import { useRuntime } from '../../platform/runtime-context.tsx';
import { LazyTooltip as Tooltip } from '../../ui/lazy-tooltip.tsx';

/** The changelog poll of spec 01 §9 (4000 ms): also how soon an edit elsewhere shows as pending. */
export const SYNC_POLL_MS = 4_000;
const REFRESH_ON = new Set([
  'getsconfig.commit',
  'getsconfig.commit_done',
  'getshttp.finished',
  'getshttp.failed',
]);

export function SyncIndicator({ hasSystem }: { hasSystem: boolean }) {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const [jobs, setJobs] = useState(0);
  const { data, refetch } = useQuery(SyncIndicatorStateDocument, {
    fetchPolicy: 'network-only',
    pollInterval: SYNC_POLL_MS,
    skip: !hasSystem,
  });
  useEffect(() => {
    const listener = (subject: string) => {
      if (subject === 'getshttp.start') setJobs((n) => n + 1);
      if (subject === 'getshttp.finished' || subject === 'getshttp.failed')
        setJobs((n) => Math.max(0, n - 1));
      if (REFRESH_ON.has(subject)) void refetch();
    };
    runtime.systemMessageListeners.add(listener);
    return () => void runtime.systemMessageListeners.delete(listener);
  }, [runtime, refetch]);

  if (!hasSystem)
    return (
      <Tooltip label={t('header.syncNoSystem')}>
        <ActionIcon
          component={Link}
          to="/admin/systemparams"
          variant="subtle"
          color="orange.9"
          size="lg"
          aria-label={t('header.syncNoSystem')}
        >
          <IconAlertTriangle size={20} />
        </ActionIcon>
      </Tooltip>
    );
  const state = data?.appState;
  const pending =
    !!state?.last_gets_change && (!state.last_gets_commit || state.last_gets_change > state.last_gets_commit);
  const busy = !!state?.committing_gets_config || jobs > 0;
  const label = t(busy ? 'header.syncBusy' : pending ? 'header.syncPending' : 'header.sync');
  const icon = busy ? <Loader size={18} /> : <IconRefresh size={20} />;
  return (
    <Tooltip label={label}>
      <Indicator disabled={!pending || busy} color="orange.9" size={9} offset={6}>
        {busy ? (
          <ActionIcon variant="subtle" size="lg" aria-label={label} disabled>
            {icon}
            {jobs > 3 && (
              <Badge size="xs" circle ml={-4}>
                {jobs}
              </Badge>
            )}
          </ActionIcon>
        ) : (
          <ActionIcon component={Link} to="/sync" variant="subtle" size="lg" aria-label={label}>
            {icon}
          </ActionIcon>
        )}
      </Indicator>
    </Tooltip>
  );
}
