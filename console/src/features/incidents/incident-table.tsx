// The incidents as a table: severity, kind, device and room, what was measured, when, state, assignee, and the
// actions (assign to a user who may use the system; close). A closed incident has no actions. A defect incident
// links its call.
import { Anchor, Badge, Button, Select, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IncidentRowFragment, IncidentsQuery } from '../../generated/graphql.ts';
import { incidentDetail } from '../../ui/incident-detail.ts';

const SEVERITY_COLOR = { Critical: 'red', Warning: 'yellow', Info: 'blue' } as const;

export function IncidentTable({
  list,
  busy,
  onAssign,
  onClose,
  nodeHref,
}: {
  list: IncidentsQuery['incidents'];
  /** Where the device's node form opens over the list; none for users without the tree. */
  nodeHref?: (row: IncidentRowFragment) => string | null;
  busy: boolean;
  onAssign: (row: IncidentRowFragment, userId: number) => void;
  onClose: (row: IncidentRowFragment) => void;
}) {
  const { t } = useTranslation();
  const assignees = list.assignees.map((a) => ({ value: String(a.id), label: a.name }));
  const tr = (key: string, data?: Record<string, unknown>) => t(`analytics.incidents.${key}`, data ?? {});
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{tr('severity')}</Table.Th>
            <Table.Th>{tr('kind')}</Table.Th>
            <Table.Th>{tr('device')}</Table.Th>
            <Table.Th>{tr('detail')}</Table.Th>
            <Table.Th>{tr('opened')}</Table.Th>
            <Table.Th>{tr('state')}</Table.Th>
            <Table.Th>{tr('assignee')}</Table.Th>
            <Table.Th>{tr('actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.items.map((row) => (
            <Table.Tr key={row.id} data-testid={`incident-${row.id}`}>
              <Table.Td>
                <Badge color={SEVERITY_COLOR[row.severity]} variant="filled" autoContrast>
                  {tr(`severities.${row.severity}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{tr(`kinds.${row.kind}`)}</Table.Td>
              <Table.Td>
                <DeviceName row={row} href={nodeHref?.(row) ?? null} />
                {row.room_name && (
                  <Text size="xs" c="dimmed">
                    {row.room_name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {incidentDetail(row, list.time_zone, t)}
                {row.kind === 'defects' && (
                  // spec 01 §2 /analytics/incidents/call/:id: the defect call behind the incident
                  <Anchor
                    component={Link}
                    to={`/analytics/incidents/call/${row.id}`}
                    ml="xs"
                    size="sm"
                    c="inherit"
                    underline="always"
                    aria-label={tr('call.showLabel', { id: row.id })}
                  >
                    {tr('call.show')}
                  </Anchor>
                )}
                {row.paused && row.state !== 'Closed' && (
                  <Badge ml="xs" color="gray" variant="light">
                    {tr('pausedRow')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{row.time_opened}</Table.Td>
              <Table.Td>
                {tr(`states.${row.state}`)}
                {row.time_closed && (
                  <Text size="xs" c="dimmed">
                    {row.time_closed} · {row.closed_by === 'auto' ? tr('auto') : row.closed_by}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {row.state === 'Closed' ? (
                  (row.assigned_user_name ?? '–')
                ) : (
                  <Select
                    aria-label={tr('assignTo', { id: row.id })}
                    placeholder={tr('assign')}
                    data={assignees}
                    value={row.assigned_user_id === null ? null : String(row.assigned_user_id)}
                    onChange={(value) => value && onAssign(row, Number(value))}
                    disabled={busy}
                    w={160}
                    size="xs"
                  />
                )}
              </Table.Td>
              <Table.Td>
                {row.state !== 'Closed' && (
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={tr('closeLabel', { id: row.id })}
                    onClick={() => onClose(row)}
                    disabled={busy}
                  >
                    {tr('close')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DeviceName({ row, href }: { row: IncidentRowFragment; href: string | null }) {
  const name = row.device_name ?? `#${row.device_number}`;
  if (!href) return <Text size="sm">{name}</Text>;
  return (
    // In the text's colour, underlined: the link colour fell below 4.5:1 on the striped, hovered rows.
    <Anchor component={Link} to={href} size="sm" c="inherit" underline="always">
      {name}
    </Anchor>
  );
}
