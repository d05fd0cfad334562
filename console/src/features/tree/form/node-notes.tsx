// The node's notes in its form (spec 02 §3 "Note (on a device): text, author, created_at. Presets: battery
// replaced, defective, elevator lockdown, in repair, lost, replaced"): one button per preset adds it at once, a free
// text is added with its button; the list shows the newest first with dd.MM.yyyy HH:mm in the facility's zone and
// the author (spec 01 §9). Shown to every reader of the node; the adding part only to who may add (the server's
// may_add_note, which it enforces). Not a <form>: it sits inside the node form; Enter in the text adds the note and
// does not save the node. A one-line TextInput, not a Textarea: the tree's chunk shares no new component with the
// admin forms (a shared chunk's name would be preloaded by the shell, display route budget).
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime } from '@cs/rules/time';
import { Alert, Button, Fieldset, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddSystemTreeNodeNoteDocument,
  NodeNotesDocument,
  type DeviceNotePreset,
  type NodeNoteFragment,
} from '../../../generated/graphql.ts';
import { useNotify } from '../../../platform/runtime-context.tsx';
import { useFacilityZone } from '../../../platform/session/app-data-context.tsx';
import { fieldErrors } from '../../../platform/validation/field-errors.ts';

export const NOTE_PRESETS: readonly DeviceNotePreset[] = [
  'BATTERY_REPLACED',
  'DEFECTIVE',
  'ELEVATOR_LOCKDOWN',
  'IN_REPAIR',
  'LOST',
  'REPLACED',
];

type T = ReturnType<typeof useTranslation>['t'];

/** A preset in the reader's language (a language switch retranslates it); a free text as written. */
export const noteText = (note: Pick<NodeNoteFragment, 'preset' | 'text'>, t: T) =>
  note.preset ? t(`tree.notes.presets.${note.preset}`) : note.text;

/** The refusal: the text field's message, or the spec's general notes error (spec 02 §8 Notes). */
function refusal(error: unknown, t: T): { field?: string; general?: string } {
  if (CombinedGraphQLErrors.is(error)) {
    const fields = fieldErrors(error.errors, t);
    if (fields.text) return { field: fields.text };
    if (error.errors.some((e) => e.extensions?.code === 'MISSING_PERMISSION'))
      return { general: t('tree.form.missingPermission') };
  }
  return { general: t('tree.notes.error') };
}

/**
 * The node's notes, asked for by the form at its first render beside the node itself (not once the node has come and
 * the notes' part renders): the tree's double click, the global search and the analytics' drill-down alike.
 */
export function useNodeNotes(nodeId: number | null) {
  return useQuery(NodeNotesDocument, {
    variables: { id: nodeId ?? 0 },
    skip: nodeId === null,
    fetchPolicy: 'no-cache',
  });
}

export function NodeNotes({ nodeId, query }: { nodeId: number; query: ReturnType<typeof useNodeNotes> }) {
  const { t } = useTranslation();
  const zone = useFacilityZone();
  const notify = useNotify();
  // the details panel under the modal shows the latest note: it reads again too
  const [add, adding] = useMutation(AddSystemTreeNodeNoteDocument, {
    refetchQueries: ['NodeNotes', 'SystemTreeNode'],
    awaitRefetchQueries: true,
  });
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>(null);
  const node = query.data?.systemTreeNode;
  const failed = error ? refusal(error, t) : {};

  const submit = async (input: { preset: DeviceNotePreset } | { text: string }) => {
    try {
      const { data } = await add({ variables: { node_id: nodeId, ...input } });
      setError(null);
      if ('text' in input) setText('');
      const added = data?.addSystemTreeNodeNote;
      notify({
        type: 'success',
        title: t('tree.notes.addedTitle'),
        text: added ? noteText(added, t) : undefined,
      });
    } catch (e) {
      setError(e);
    }
  };

  return (
    <Fieldset legend={t('tree.notes.title')} data-testid="node-notes">
      <Stack gap="sm">
        {node?.may_add_note && (
          <>
            <Group gap="xs" role="group" aria-label={t('tree.notes.presetsLabel')}>
              {NOTE_PRESETS.map((preset) => (
                <Button
                  key={preset}
                  size="xs"
                  variant="default"
                  disabled={adding.loading}
                  onClick={() => void submit({ preset })}
                >
                  {t(`tree.notes.presets.${preset}`)}
                </Button>
              ))}
            </Group>
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label={t('tree.notes.text')}
                value={text}
                onChange={(e) => {
                  setText(e.currentTarget.value);
                  if (failed.field) setError(null);
                }}
                // Enter adds the note; it must not submit the node form around it
                onKeyDown={(e) => {
                  if (e.key !== 'Enter') return;
                  e.preventDefault();
                  if (!adding.loading) void submit({ text });
                }}
                error={failed.field}
                // Mantine's red 6 on white is 3.3:1; red 9 reads at 5.4:1 (WCAG 1.4.3)
                errorProps={{ c: 'red.9' }}
                style={{ flex: 1 }}
              />
              <Button variant="light" loading={adding.loading} onClick={() => void submit({ text })}>
                {t('tree.notes.add')}
              </Button>
            </Group>
          </>
        )}
        {failed.general && (
          <Alert color="red" role="alert">
            {failed.general}
          </Alert>
        )}
        {query.error && !node ? (
          <Alert color="red">{t('tree.notes.error')}</Alert>
        ) : !node ? null : node.notes.length === 0 ? (
          <Text size="sm">{t('tree.notes.none')}</Text>
        ) : (
          <List size="sm" spacing={4} aria-label={t('tree.notes.listLabel')}>
            {node.notes.map((n) => (
              <List.Item key={n.id}>
                <Text span size="sm" fw={600}>
                  {noteText(n, t)}
                </Text>{' '}
                <Text span size="sm" c="gray.7">
                  {t('tree.notes.byline', { at: formatDateTime(n.created_at, zone), name: n.user_name })}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Fieldset>
  );
}
