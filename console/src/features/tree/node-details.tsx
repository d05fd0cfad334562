// The selected node's details (spec 02 §3 system tree node, spec 02 §7 systemTreeNode): effective texts, section
// and flight profile with the node they are inherited from, the parent path, children, linking nodes and open
// calls. Read-only: the node form (/tree/edit/:id, and /tree/edit?parent= for a new node below) is where editing
// belongs; its buttons open it.
import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '@cs/rules/time';
import { Alert, Anchor, Breadcrumbs, Button, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SystemTreeNodeDocument, type SystemTreeNodeQuery } from '../../generated/graphql.ts';
import { Busy } from '../../ui/busy.tsx';
import { BatteryBadge, Reachability } from '../../ui/device-status.tsx';
import { useFacilityZone } from '../../platform/session/app-data-context.tsx';
import { InheritedValue } from './inherited-value.tsx';
import { KindIcon } from './kind-icon.tsx';

type Node = NonNullable<SystemTreeNodeQuery['systemTreeNode']>;

/**
 * What the node's badges count (issue 38: a presence is staff in the room, not an open call): the open calls and,
 * apart, the presences of the node and of the devices below it, each with its device and since when.
 */
function OpenBelow({ node }: { node: Node }) {
  const { t } = useTranslation();
  const zone = useFacilityZone();
  const calls = node.open_below.filter((c) => !c.is_presence);
  const presences = node.open_below.filter((c) => c.is_presence);
  const item = (c: Node['open_below'][number]) => (
    <List.Item key={c.id}>
      {t('tree.details.openItem', {
        what: c.call_type_text ?? `#${c.id}`,
        device: c.device_name,
        time: formatDateTime(c.opened_at, zone),
      })}
    </List.Item>
  );
  return (
    <>
      <Title order={3} size="h5">
        {t('tree.details.openCalls')}
      </Title>
      {calls.length === 0 ? (
        <Text size="sm">{t('tree.details.noOpenCalls')}</Text>
      ) : (
        <List size="sm">{calls.map(item)}</List>
      )}
      {presences.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('tree.details.presences')}
          </Title>
          <List size="sm">{presences.map(item)}</List>
        </>
      )}
    </>
  );
}

interface Props {
  id: number;
  onSelect: (id: string) => void;
}

export function NodeDetails({ id, onSelect }: Props) {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useQuery(SystemTreeNodeDocument, {
    variables: { id },
    // Not through Apollo's normalising cache: a node's references (section 1, flight profile 1, call source 1)
    // share ids across entities and would merge there; the details are read fresh on every selection.
    fetchPolicy: 'no-cache',
  });
  const node = data?.systemTreeNode;
  const { search } = useLocation();
  const zone = useFacilityZone();
  if (!node && loading) return <Busy size="sm" />;
  if (!node && error)
    return (
      <Alert color="red" title={t('tree.details.errorTitle')} role="alert">
        <Button variant="default" onClick={() => void refetch()}>
          {t('tree.retry')}
        </Button>
      </Alert>
    );
  if (!node) return <Text>{t('tree.details.notFound')}</Text>;
  const link = (target: { id: number; name: string }) => (
    <Anchor component="button" type="button" onClick={() => onSelect(String(target.id))}>
      {target.name}
    </Anchor>
  );
  return (
    <Stack gap="sm">
      <Breadcrumbs separator="›" aria-label={t('tree.details.path')}>
        {[...node.parents].reverse().map((p) => (
          <span key={p.id}>{link(p)}</span>
        ))}
      </Breadcrumbs>
      <Title order={2} size="h3">
        <KindIcon kind={node.kind} size={22} /> {node.name}
      </Title>
      <Group gap="xs">
        <Button component={Link} to={`/tree/edit/${node.id}${search}`} size="xs">
          {t('tree.form.edit')}
        </Button>
        {node.creatable_kinds.length > 0 && (
          <Button
            component={Link}
            to={`/tree/edit?parent=${node.id}&node=${node.id}`}
            size="xs"
            variant="default"
          >
            {t('tree.form.create')}
          </Button>
        )}
      </Group>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>{rows(node, t, link, zone)}</Table.Tbody>
      </Table>
      <OpenBelow node={node} />
      {node.children.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('tree.details.children', { count: node.children.length })}
          </Title>
          <List size="sm">
            {node.children.map((c) => (
              <List.Item key={c.id}>{link(c)}</List.Item>
            ))}
          </List>
        </>
      )}
      {node.linking_nodes.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('tree.details.linkingNodes')}
          </Title>
          <List size="sm">
            {node.linking_nodes.map((c) => (
              <List.Item key={c.id}>{link(c)}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function rows(
  node: Node,
  t: T,
  link: (target: { id: number; name: string }) => React.ReactNode,
  zone: string,
) {
  const note = node.latest_note;
  const none = t('tree.details.none');
  const plain: Array<[string, React.ReactNode]> = [
    [t('tree.details.kind'), t(`tree.kinds.${node.kind}`, { defaultValue: node.kind })],
    [t('tree.details.textShort'), <InheritedValue key="ts" value={node.text_short} />],
    [t('tree.details.textLong'), <InheritedValue key="tl" value={node.text_long} />],
    [t('tree.details.section'), <InheritedValue key="s" value={node.section} />],
    [t('tree.details.flightProfile'), <InheritedValue key="f" value={node.flight_profile} />],
    [t('tree.details.callSource'), node.call_source?.name ?? none],
    [t('tree.details.number'), node.number ?? none],
    [t('tree.details.serial'), node.serial ?? none],
    // spec 01 §4 battery display, spec 02 §8 unreachable icon: for devices (nodes with a device number)
    ...(node.number === null
      ? []
      : ([
          [t('tree.device.batteryLabel'), <BatteryBadge key="b" level={node.battery} showUnknown />],
          [t('tree.device.reachabilityLabel'), <Reachability key="r" reachable={node.reachable} />],
        ] as Array<[string, React.ReactNode]>)),
    [t('tree.details.linkedNode'), node.linked_node ? link(node.linked_node) : none],
    [t('tree.details.callbackNumber'), node.callback_number || none],
    [t('tree.details.comment'), node.comment || none],
    // spec 02 §3 relations: latest_note (text, created_at, user name); a preset in the reader's language
    [
      t('tree.details.latestNote'),
      note
        ? `${note.preset ? t(`tree.notes.presets.${note.preset}`) : note.text} (${formatDateTime(note.created_at, zone)}, ${note.user_name})`
        : none,
    ],
    [
      t('tree.details.denyManualClosure'),
      t(node.deny_manual_call_closure ? 'tree.details.denied' : 'tree.details.allowed'),
    ],
  ];
  return plain.map(([label, value]) => (
    <Table.Tr key={label}>
      <Table.Th w="40%">{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  ));
}
