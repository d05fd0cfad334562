// The call log's exports (spec 02 §3, §4): the menu that exports what the filters show, a refusal in the user's
// language (too many rows, spec 02 §8), and the user's jobs.
import { Alert, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallLogFilter, ExportFormat } from '../../../generated/graphql.ts';
import { ExportJobs } from './export-jobs.tsx';
import { ExportMenu } from './export-menu.tsx';
import { useExports } from './use-exports.ts';

export function useCallLogExports(filter: CallLogFilter) {
  const exports = useExports();
  const [error, setError] = useState<string | null>(null);
  const fail = (e: unknown) => setError(e instanceof Error ? e.message : String(e));
  const start = (format: ExportFormat) => {
    setError(null);
    exports.start(format, filter).catch(fail);
  };
  return {
    ...exports,
    error,
    clearError: () => setError(null),
    startExport: start,
    cancelExport: (id: number) => void exports.cancel(id).catch(fail),
  };
}

type Exports = ReturnType<typeof useCallLogExports>;

export const CallLogExportMenu = ({ exports }: { exports: Exports }) => (
  <ExportMenu onExport={exports.startExport} busy={exports.starting} />
);

export function CallLogExportList({ exports, zone }: { exports: Exports; zone: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {exports.error && (
        <Alert
          color="red"
          role="alert"
          title={t('callLog.export.failedStart')}
          withCloseButton
          closeButtonLabel={t('callLog.export.dismiss')}
          onClose={exports.clearError}
        >
          {exports.error}
        </Alert>
      )}
      {exports.jobs.length > 0 && (
        <>
          <Title order={2} size="h4">
            {t('callLog.export.title')}
          </Title>
          <ExportJobs jobs={exports.jobs} zone={zone} onCancel={exports.cancelExport} />
        </>
      )}
    </Stack>
  );
}
