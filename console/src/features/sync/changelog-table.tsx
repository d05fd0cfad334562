// The changelog grouped by kind (spec 02 §3 config changelog): per record its state and, per changed field, the
// administration's value next to the configurator's, each field by its label in the administration.
import { Badge, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SyncEntryFieldsFragment } from '../../generated/graphql.ts';
import { parseRecord } from '../../platform/json-shape.ts';
import { fieldLabelKey } from './field-labels.ts';

const KIND_ORDER = [
  'nodes',
  'sections',
  'call_types',
  'call_sources',
  'schedules',
  'display_groups',
  'display_group_connections',
];

const STATE_COLOR: Record<string, string> = {
  created: 'blue',
  updated: 'blue',
  deleted: 'blue',
  theirs_created: 'grape',
  theirs_updated: 'grape',
  removed: 'grape',
  data_override_warning: 'orange',
  needs_commit: 'yellow',
};

/** What a record is called: its name, else its text (call sources), else its id. */
function recordLabel(e: SyncEntryFieldsFragment): string {
  for (const json of [e.ours, e.theirs]) {
    const row = json ? parseRecord(json) : null;
    const label = row?.name ?? row?.text;
    if (typeof label === 'string' && label) return `${label} (#${e.entity_id})`;
  }
  return `#${e.entity_id}`;
}

export function ChangelogTable({ entries }: { entries: SyncEntryFieldsFragment[] }) {
  const { t } = useTranslation();
  const fieldLabel = (kind: string, field: string) => {
    const key = field ? fieldLabelKey(kind, field) : null;
    return key ? t(key, { defaultValue: field }) : field;
  };
  const value = (v: string | null | undefined, present: boolean) =>
    !present ? t('sync.missing') : v === null || v === undefined || v === '' ? t('sync.empty_value') : v;
  return (
    <Stack gap="lg">
      {KIND_ORDER.map((kind) => {
        const rows = entries.filter((e) => e.entity_kind === kind);
        if (!rows.length) return null;
        const headingId = `sync-kind-${kind}`;
        return (
          <section key={kind} aria-labelledby={headingId}>
            <Title order={2} size="h4" id={headingId} mb="xs">
              {t(`sync.kinds.${kind}`)} ({rows.length})
            </Title>
            <Table striped withTableBorder aria-labelledby={headingId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sync.columns.record')}</Table.Th>
                  <Table.Th>{t('sync.columns.state')}</Table.Th>
                  <Table.Th>{t('sync.columns.field')}</Table.Th>
                  <Table.Th>{t('sync.columns.ours')}</Table.Th>
                  <Table.Th>{t('sync.columns.theirs')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((e) => {
                  const ours = e.state !== 'deleted' && e.state !== 'theirs_created';
                  const theirs = e.csv.theirs !== null;
                  const changes = e.changes.length ? e.changes : [{ field: '', ours: null, theirs: null }];
                  return changes.map((c, i) => (
                    <Table.Tr key={`${e.id}:${c.field}`} data-entry={e.id}>
                      {i === 0 && (
                        <>
                          <Table.Td rowSpan={changes.length}>{recordLabel(e)}</Table.Td>
                          <Table.Td rowSpan={changes.length}>
                            <Badge color={STATE_COLOR[e.state] ?? 'gray'} variant="light">
                              {t(`sync.states.${e.state}`)}
                            </Badge>
                          </Table.Td>
                        </>
                      )}
                      <Table.Td data-field={c.field || undefined}>{fieldLabel(kind, c.field)}</Table.Td>
                      <Table.Td>{c.field ? value(c.ours, ours) : ''}</Table.Td>
                      <Table.Td>{c.field ? value(c.theirs, theirs) : ''}</Table.Td>
                    </Table.Tr>
                  ));
                })}
              </Table.Tbody>
            </Table>
          </section>
        );
      })}
    </Stack>
  );
}
