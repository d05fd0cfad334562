// The sync screen's error (spec 02 §8 sync error): the failure in the user's language; a row the configurator refused
// is named by its record, the field's label in the administration and the configurator's reason, with the way to
// the record's form.
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fieldLabelKey } from './field-labels.ts';
import type { RecordToOpen } from './use-sync.ts';

export function SyncErrorAlert({ message, record }: { message: string; record: RecordToOpen | null }) {
  const { t } = useTranslation();
  const field = record
    ? t(fieldLabelKey(record.entity_kind, record.column) ?? record.column, { defaultValue: record.column })
    : null;
  return (
    <Alert color="red" title={t('sync.errorTitle')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {record
            ? t('sync.refusedRow', {
                entity: record.entity_label,
                id: record.entity_id,
                field,
                reason: record.reason,
              })
            : message}
        </Text>
        {record && (
          <Anchor component={Link} to={record.path} size="sm">
            {t('sync.openRecord', { entity: record.entity_label, id: record.entity_id })}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
