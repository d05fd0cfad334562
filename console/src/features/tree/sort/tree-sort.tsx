// /tree/sort (spec 01 §2 tree area): the selected system's tree to rearrange by drag and drop or keyboard. Saving
// sends the moves; the server judges each against the device rules (spec 02 §4) and the user's permissions and
// stores the allowed ones. When some are refused the page says 'not all elements moved' (spec 02 §8), lists why,
// and shows the tree as stored: the refused nodes stay where they were.
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoveSystemTreeNodesDocument } from '../../../generated/graphql.ts';
import { useCloseGuard } from '../../../platform/modal-stack/close-guard.ts';
import type { ScreenProps } from '../../../platform/modal-stack/modal-stack.tsx';
import { useNotify } from '../../../platform/runtime-context.tsx';
import { Busy } from '../../../ui/busy.tsx';
import { useSystemTree } from '../use-system-tree.ts';
import { applyDrop, initialSort, movesOf, type SortState } from './sort-moves.ts';
import { SortTree } from './sort-tree.tsx';

type Refusal = { id: number; name: string; message: string };

export function TreeSort({ close }: ScreenProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { model, loading, error, retry } = useSystemTree(null);
  const [state, setState] = useState<SortState | null>(null);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [refused, setRefused] = useState<Refusal[]>([]);
  // Bumped after a save with refusals: the page shows the tree as stored again, even when the reload brings the
  // same tree (nothing moved) and so no new model.
  const [generation, setGeneration] = useState(0);
  const [move, { loading: saving }] = useMutation(MoveSystemTreeNodesDocument);
  useEffect(() => void (model && setState(initialSort(model))), [model, generation]);
  const opened = useMemo(() => expanded ?? [...(model?.children.get('root') ?? [])], [expanded, model]);
  const moves = useMemo(() => (state ? movesOf(state) : []), [state]);
  // Unsaved moves are not lost unasked: the modal's close button, Escape and Cancel ask first (issue 14).
  const [confirming, setConfirming] = useState(false);
  const guard = () => moves.length === 0 || (setConfirming(true), false);
  useCloseGuard(guard);
  const cancel = () => guard() && close?.();

  const save = async () => {
    try {
      const { data } = await move({ variables: { moves } });
      const result = data?.moveSystemTreeNodes;
      if (!result) throw new Error('no answer');
      if (result.refused.length === 0) {
        notify({ type: 'success', title: t('tree.form.savedTitle'), text: t('tree.sort.saved') });
        setState((s) => (s ? { ...s, moved: new Set() } : s));
        close?.();
        return;
      }
      setRefused(result.refused);
      setGeneration((g) => g + 1);
      notify({ type: 'error', title: t('tree.sort.notAllMovedTitle'), text: t('tree.sort.notAllMoved') });
      retry();
    } catch {
      notify({ type: 'error', title: t('tree.sort.notAllMovedTitle'), text: t('tree.form.saveError') });
    }
  };

  if (error)
    return (
      <Alert color="red" title={t('tree.errorTitle')} role="alert">
        <Button variant="default" onClick={retry}>
          {t('tree.retry')}
        </Button>
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" id="tree-sort-help">
        {t('tree.sort.help')}
      </Text>
      {refused.length > 0 && (
        <Alert color="red" title={t('tree.sort.notAllMoved')} role="alert">
          <List size="sm">
            {refused.map((r) => (
              <List.Item key={r.id}>
                {r.name || `#${r.id}`}: {r.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {loading || !model || !state ? (
        <Busy label={t('tree.loading')} />
      ) : (
        <SortTree
          model={model}
          state={state}
          expanded={opened}
          onExpandedChange={setExpanded}
          onDrop={(ids, parent, at) => setState((s) => (s ? applyDrop(s, ids, parent, at) : s))}
        />
      )}
      <Group justify="space-between">
        <Text size="sm" aria-live="polite">
          {moves.length > 0 && t('tree.sort.pending', { count: moves.length })}
        </Text>
        <Group>
          <Button variant="default" onClick={cancel}>
            {t('tree.form.cancel')}
          </Button>
          <Button onClick={save} loading={saving} disabled={moves.length === 0}>
            {t('tree.form.save')}
          </Button>
        </Group>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('tree.sort.discardTitle')}
        zIndex={400}
        centered
      >
        <Stack>
          <Text>{t('tree.sort.discardText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" color="red" onClick={() => close?.()}>
              {t('tree.sort.discard')}
            </Button>
            <Button onClick={() => setConfirming(false)} data-autofocus>
              {t('tree.sort.keepSorting')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
