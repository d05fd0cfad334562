// /tree (spec 01 §2 tree area; spec 02 §3 system tree node): the selected system's tree with a filter box and the
// tree view selector (spec 02 §4 tree views; ?view= in the address), and the selected node's details beside it
// (?node= in the address, so the global search and a reload open the same node). Loaded by tree-page.tsx, which
// has already asked for the tree.
import { Alert, Button, Grid, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { NodeFormDocument, NodeNotesDocument } from '../../generated/graphql.ts';
import { Modal } from '../../platform/modal-stack/modal-stack.tsx';
import { usePageTitle } from '../../platform/page/page-title.ts';
import { usePreloadScreen } from '../../platform/routes/screens-context.tsx';
import { useRuntime } from '../../platform/runtime-context.tsx';
import { Busy } from '../../ui/busy.tsx';
import { NodeDetails } from './node-details.tsx';
import { ancestorsOf, filterTree } from './tree-model.ts';
import { TreeAreaLinks } from './tree-area-links.tsx';
import { TreePanel } from './tree-panel.tsx';
import { idParam, useSystemTree } from './use-system-tree.ts';

export function TreeScreen() {
  const { t } = useTranslation();
  usePageTitle('tree.title');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const runtime = useRuntime();
  const view = idParam(params.get('view'));
  // Under the node form (/tree/edit/:id, e.g. opened by the global search) the form's node is the selected one.
  const editing = useParams().id ?? null;
  const selected = idParam(params.get('node')) ?? idParam(editing);
  // The details follow a new selection in the background: opening a node's form selects it too, and the form comes
  // first (issue 15: node form < 300 ms; the details' query and render were on the form's way).
  const detailsOf = useDeferredValue(selected);
  const { tree, model, loading, error, retry } = useSystemTree(view);
  const [text, setText] = useState('');
  const [opened, setOpened] = useState<string[] | null>(null);
  const filter = useMemo(() => (model ? filterTree(model, text) : null), [model, text]);
  // Once the tree shows, the node form's screen (its code and texts) and the modal it opens in load: the first form
  // opened on a 1,000-bed tree took over a second, the second about 250 ms (bench/tree-browser.ts). Its texts
  // arriving with the first form drew every row and the header again on its way; its screen, first asked for by the
  // route, drew the busy indicator first.
  const shown = model !== null;
  const preloadScreen = usePreloadScreen();
  useEffect(() => {
    if (!shown) return;
    void Modal.preload();
    preloadScreen('systemTreeNodeForm');
  }, [shown, preloadScreen]);

  const selectedId = selected === null ? null : String(selected);
  // Until the user opens or closes a node, the tree opens the top level and the path to the selected node.
  const expanded = useMemo(() => {
    if (filter) return filter.expanded;
    if (opened) return opened;
    if (!model) return [];
    const top = [...(model.children.get('root') ?? [])];
    return selectedId ? [...new Set([...top, ...ancestorsOf(model, selectedId)])] : top;
  }, [filter, opened, model, selectedId]);

  const select = (id: string) => {
    // The open nodes stay as they are from now on. The same list when nothing opens (a click on a row in view): a new
    // one rebuilt the tree's rows and drew every row again, on each click of a double click (issue 15: node form).
    if (model && !filter) {
      const more = ancestorsOf(model, id).filter((a) => !expanded.includes(a));
      if (more.length || opened === null) setOpened(more.length ? [...expanded, ...more] : expanded);
    }
    // The second click of a double click selects the same node: no new address for it.
    if (params.get('node') === id) return;
    const next = new URLSearchParams(params);
    next.set('node', id);
    // The tree answers the click first (opening, highlighting); the address and the details follow.
    startTransition(() => setParams(next, { replace: true }));
  };
  const chooseView = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set('view', value);
    else next.delete('view');
    setOpened(null);
    setParams(next);
  };

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('tree.title')}
        </Title>
        <Group gap="sm">
          <TreeAreaLinks />
          <Button variant="default" component={Link} to={`/tree/sort?${params}`}>
            {t('tree.sort.open')}
          </Button>
        </Group>
      </Group>
      {error ? (
        <Alert color="red" title={t('tree.errorTitle')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('tree.errorText')}</Text>
            <Button variant="default" onClick={retry}>
              {t('tree.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="xs">
              <Group gap="sm" align="flex-end" wrap="wrap">
                <TextInput
                  label={t('tree.filter')}
                  placeholder={t('tree.filterPlaceholder')}
                  leftSection={<IconSearch size={16} aria-hidden="true" />}
                  value={text}
                  onChange={(e) => setText(e.currentTarget.value)}
                  style={{ flex: 1, minWidth: 220 }}
                />
                {tree && tree.views.length > 1 && (
                  <Select
                    label={t('tree.view')}
                    data={tree.views.map((v) => ({ value: String(v.id), label: v.name }))}
                    value={String(tree.view_id ?? tree.views.find((v) => v.is_system_view)?.id ?? '')}
                    onChange={chooseView}
                    allowDeselect={false}
                    w={220}
                  />
                )}
              </Group>
              <Text size="sm" aria-live="polite" mih={20}>
                {filter &&
                  (filter.matches.size
                    ? t('tree.filterCount', { count: filter.matches.size })
                    : t('tree.filterNone'))}
              </Text>
              {loading || !model ? (
                <Busy label={t('tree.loading')} />
              ) : model.byId.size === 0 ? (
                <Text>{t('tree.empty')}</Text>
              ) : (
                <TreePanel
                  model={model}
                  filter={filter}
                  expanded={expanded}
                  onExpandedChange={setOpened}
                  selected={selectedId}
                  onSelect={select}
                  onOpen={(id) => {
                    // The form's node and notes are asked for now, together, instead of one after the other once
                    // the route has rendered (issue 15: node form < 300 ms); the form's queries take the answers.
                    runtime.transport.prefetch(NodeFormDocument, { id: Number(id) });
                    runtime.transport.prefetch(NodeNotesDocument, { id: Number(id) });
                    navigate(
                      `/tree/edit/${id}?${new URLSearchParams({ ...Object.fromEntries(params), node: id })}`,
                    );
                  }}
                />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder p="md" component="section" aria-label={t('tree.details.title')}>
              {detailsOf === null ? (
                <Text>{t('tree.details.nothingSelected')}</Text>
              ) : (
                <NodeDetails id={detailsOf} onSelect={select} />
              )}
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
