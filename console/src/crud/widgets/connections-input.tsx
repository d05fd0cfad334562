// Display group connections (spec 01 §3, spec 02 §3): pairs of section and call type the group shows.
import { useQuery } from '@apollo/client/react';
import { ActionIcon, Button, Group, Input, Select, Stack } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { listDocumentOf } from '../documents.ts';
import type { CrudRecord, CustomWidgetProps } from '../resource.ts';

interface Connection {
  section_id: number | null;
  call_type_id: number | null;
}

function useChoices(type: string, plural: string) {
  const { data } = useQuery(listDocumentOf(type, plural).list, { fetchPolicy: 'cache-first' });
  return ((data as Record<string, CrudRecord[]> | undefined)?.[plural] ?? []).map((r) => ({ value: String(r.id), label: String(r.name) }));
}

export function ConnectionsInput({ value, onChange, error, disabled, label }: CustomWidgetProps) {
  const { t } = useTranslation();
  const sections = useChoices('Section', 'sections');
  const callTypes = useChoices('CallType', 'callTypes');
  const rows = ((value as Connection[] | null) ?? []).map(({ section_id, call_type_id }) => ({ section_id, call_type_id }));
  const setRow = (i: number, patch: Partial<Connection>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Input.Wrapper label={label} error={error} style={{ gridColumn: '1 / -1' }}>
      <Stack gap={6} mt={4}>
        {rows.map((r, i) => (
          <Group key={i} wrap="nowrap" gap="xs">
            <Select aria-label={`${t('admin.displayGroups.section')} ${i + 1}`} placeholder={t('admin.displayGroups.section')} data={sections} value={r.section_id == null ? null : String(r.section_id)} disabled={disabled} searchable error={!!error} onChange={(v) => setRow(i, { section_id: v === null ? null : Number(v) })} style={{ flex: 1 }} />
            <Select aria-label={`${t('admin.displayGroups.callType')} ${i + 1}`} placeholder={t('admin.displayGroups.callType')} data={callTypes} value={r.call_type_id == null ? null : String(r.call_type_id)} disabled={disabled} searchable error={!!error} onChange={(v) => setRow(i, { call_type_id: v === null ? null : Number(v) })} style={{ flex: 1 }} />
            <ActionIcon variant="subtle" color="red" disabled={disabled} aria-label={`${t('admin.crud.remove')} ${i + 1}`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} disabled={disabled} onClick={() => onChange([...rows, { section_id: null, call_type_id: null }])} w="fit-content">
          {t('admin.displayGroups.addConnection')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
