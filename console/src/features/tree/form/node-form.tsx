// The node form modal /tree/edit/:id? (spec 01 §2 tree area; spec 02 §3 system tree node). Edit a node, or with
// ?parent= create one below it. The parent path, the node's open calls (read-only while any is open, spec 02 §4)
// and its children are shown with the grouped fields, a device's battery and reachability above them, its notes
// below (node-notes.tsx); delete asks for the typed name (spec 02 §5).
import { Alert, Anchor, Box, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useMayOpen } from '../../../platform/routes/use-may-open.ts';
import type { ScreenProps } from '../../../platform/modal-stack/modal-stack.tsx';
import { Busy } from '../../../ui/busy.tsx';
import { BatteryBadge, Reachability } from '../../../ui/device-status.tsx';
import { DeleteNodeDialog } from './delete-node.tsx';
import { DeviceActions } from './device-actions.tsx';
import { NodeFields } from './node-fields.tsx';
import { NodeNotes, useNodeNotes } from './node-notes.tsx';
import { useNodeForm } from './use-node-form.ts';

const idOf = (value: string | null | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** Where a child's link leads: the tree's modal, or (mobile-style layout) the full-screen form. */
const treeLink = (id: number) => `/tree/edit/${id}?node=${id}`;

export function NodeForm({
  params,
  close,
  linkTo = treeLink,
}: ScreenProps & { linkTo?: (id: number) => string }) {
  const { t } = useTranslation();
  const openLabel = (c: { id: number; call_type_text?: string | null; is_presence: boolean }) => {
    const text = c.call_type_text ?? `#${c.id}`;
    return c.is_presence ? `${text} (${t('tree.form.presence')})` : text;
  };
  const [search] = useSearchParams();
  const id = idOf(params.id);
  const form = useNodeForm({ id, parentId: id === null ? idOf(search.get('parent')) : null, close });
  const notes = useNodeNotes(id);
  const [deleting, setDeleting] = useState(false);
  const mayOpen = useMayOpen();
  // An open call opens over this form where the tree's modals stack (not in the phone layout's full-screen form).
  const callLinks = useLocation().pathname.startsWith('/tree/edit/') && mayOpen('treeCallForm');
  const { node, values } = form;
  if (form.loading && !node) return <Busy />;
  if (!node || !values)
    return <Alert color="red">{t(form.failed ? 'tree.details.errorTitle' : 'tree.details.notFound')}</Alert>;
  const path = form.isNew ? [...node.parents].reverse().concat(node) : [...node.parents].reverse();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t(form.isNew ? 'tree.form.newTitle' : 'tree.form.title')}
    >
      <Stack gap="md">
        <Box component="nav" aria-label={t('tree.details.path')}>
          {/* plain text, not Mantine's Breadcrumbs: it would become a chunk shared with the tree (see field-widgets) */}
          <Text size="sm">{path.map((p) => p.name).join(' › ')}</Text>
        </Box>
        {!form.isNew && (
          <Title order={2} size="h4">
            {node.name}
          </Title>
        )}
        {!form.isNew && node.number !== null && (
          // spec 01 §4 battery display, spec 02 §8 unreachable icon
          <Group gap="md" data-testid="node-device-status">
            <Group gap={6}>
              <Text size="sm" c="gray.7">
                {t('labelled.colon', { label: t('tree.device.batteryLabel') })}
              </Text>
              <BatteryBadge level={node.battery} showUnknown />
            </Group>
            <Group gap={6}>
              <Text size="sm" c="gray.7">
                {t('labelled.colon', { label: t('tree.device.reachabilityLabel') })}
              </Text>
              <Reachability reachable={node.reachable} />
            </Group>
          </Group>
        )}
        {!form.isNew && node.open_calls.length > 0 && (
          // a presence is staff in the room, not a call (issue 38); either keeps the device read-only (spec 02 §4)
          <Alert
            color="yellow"
            title={t(
              node.open_calls.every((c) => c.is_presence)
                ? 'tree.form.presenceTitle'
                : 'tree.form.openCallsTitle',
            )}
          >
            <Text size="sm">
              {t(
                node.open_calls.every((c) => c.is_presence)
                  ? 'tree.form.presenceText'
                  : 'tree.form.openCallsText',
              )}
            </Text>
            <List size="sm">
              {node.open_calls.map((c) => (
                <List.Item key={c.id}>
                  {callLinks ? (
                    <Anchor
                      component={Link}
                      to={`/tree/edit/${node.id}/calls/${c.id}`}
                      c="inherit"
                      underline="always"
                    >
                      {openLabel(c)}
                    </Anchor>
                  ) : (
                    openLabel(c)
                  )}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {form.errors.form.length > 0 && (
          <Alert color="red" role="alert">
            {form.errors.form.join(' ')}
          </Alert>
        )}
        <NodeFields form={form} />
        {!form.isNew && node.children.length > 0 && (
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('tree.details.children', { count: node.children.length })}
            </Title>
            <List size="sm">
              {node.children.map((c) => (
                <List.Item key={c.id}>
                  <Anchor component={Link} to={linkTo(c.id)}>
                    {c.name}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        {!form.isNew && <NodeNotes nodeId={node.id} query={notes} />}
        <Group justify="space-between">
          <Group>
            {!form.isNew && <DeviceActions node={node} />}
            {!form.isNew && node.deletable && (
              <Button color="red" variant="outline" onClick={() => setDeleting(true)}>
                {t('tree.form.delete')}
              </Button>
            )}
          </Group>
          <Group>
            <Button variant="default" onClick={close}>
              {t('tree.form.cancel')}
            </Button>
            <Button type="submit" disabled={form.readOnly} loading={form.saving}>
              {t('tree.form.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
      {deleting && (
        <DeleteNodeDialog
          name={node.name}
          hasChildren={node.children.length > 0}
          deleting={form.deleting}
          onDelete={form.destroy}
          onClose={() => setDeleting(false)}
        />
      )}
    </form>
  );
}
