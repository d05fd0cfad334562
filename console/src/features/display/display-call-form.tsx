// Spec 01 §2 displayCallForm (/display/:slug?/call/:id?system=N): the call over the display, or in a new tab
// for a profile of several systems. The call is looked up by (system, id) in that system's live list, so the
// form follows the call (handled, closed) without a reload; the call log's full form comes with the log.
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@cs/rules/time';
import type { ScreenProps } from '../../platform/modal-stack/modal-stack.tsx';
import { useAppData, useFacilityZone } from '../../platform/session/app-data-context.tsx';
import { CallCard } from './cards/call-card.tsx';
import { useDisplayFeed } from './feed/use-display-feed.ts';

export function DisplayCallForm({ params }: ScreenProps) {
  const { t } = useTranslation();
  const { systemId: current } = useAppData();
  const [search] = useSearchParams();
  const asked = Number(search.get('system'));
  const systemId = Number.isInteger(asked) && asked > 0 ? asked : current;
  const zone = useFacilityZone(systemId);
  const { states } = useDisplayFeed([systemId]);
  const feed = states.find((s) => s.systemId === systemId);
  const call = feed?.calls.find((c) => String(c.id) === params.id && c.system_id === systemId);
  if (!feed || feed.status === 'loading') return <Text c="dimmed">{t('display.loading')}</Text>;
  if (!call) return <Text>{t('display.callForm.gone')}</Text>;
  const rows: Array<[string, string | null | undefined]> = [
    [t('display.callForm.callType'), call.call_type_text ?? call.call_type?.name],
    [t('display.callForm.device'), call.device_text_long ?? call.device_text_short],
    [t('display.callForm.section'), call.section_name],
    [t('display.callForm.source'), call.call_source_text],
    [t('display.callForm.openedAt'), formatDateTime(new Date(call.opened_at), zone)],
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
