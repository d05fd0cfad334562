// Spec 01 §2 displayCallForm (/display/:slug?/call/:id): the call over the display, used when only one
// system is covered. Read-only details of the open call; the call log's full form comes with the log.
import { useQuery } from '@apollo/client/react';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OpenCallsDocument } from '../../generated/graphql.ts';
import { formatDateTime } from '@cs/rules/time';
import type { ScreenProps } from '../../platform/modal-stack/modal-stack.tsx';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import { CallCard } from './cards/call-card.tsx';

export function DisplayCallForm({ params }: ScreenProps) {
  const { t } = useTranslation();
  const { systemId } = useAppData();
  const { data, loading } = useQuery(OpenCallsDocument, {
    fetchPolicy: 'network-only',
    context: { systemId },
  });
  const call = data?.openCalls.find((c) => String(c.id) === params.id);
  if (loading && !data) return <Text c="dimmed">{t('display.loading')}</Text>;
  if (!call) return <Text>{t('display.callForm.gone')}</Text>;
  const rows: Array<[string, string | null | undefined]> = [
    [t('display.callForm.callType'), call.call_type_text ?? call.call_type?.name],
    [t('display.callForm.device'), call.device_text_long ?? call.device_text_short],
    [t('display.callForm.section'), call.section_name],
    [t('display.callForm.source'), call.call_source_text],
    [t('display.callForm.openedAt'), formatDateTime(new Date(call.opened_at))],
    [t('display.callForm.handledBy'), call.handled_by_app_username],
    [t('display.callForm.system'), call.system_name],
  ];
  return (
    <Stack>
      <CallCard call={call} />
      <Table>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th>{label}</Table.Th>
              <Table.Td>{value ?? '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

export default DisplayCallForm;
