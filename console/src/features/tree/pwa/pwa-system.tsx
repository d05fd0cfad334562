// /pwa/system (spec 01 §2 mobile-style layout: systemtree::use_module): the selected system's tree as a drill-down
// list, building -> floor -> room -> devices, one level at a time (?at= in the address, so back and reload keep the
// level), with a search over name, texts, serial and number (spec 02 §3, the tree's filter). A node with children
// opens its level; every node opens its form full screen at /pwa/system/edit/:id. Devices show their battery and
// the not-reachable icon (spec 01 §4, spec 02 §8).
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronRight, IconPencil, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { registerPwaTexts } from '../../../platform/i18n/pwa-texts.ts';
import { Busy } from '../../../ui/busy.tsx';
import { DeviceStatus } from '../../../ui/device-status.tsx';
import { KindIcon } from '../kind-icon.tsx';
import { ancestorsOf, filterTree, ROOT, type TreeEntry } from '../tree-model.ts';
import { useSystemTree } from '../use-system-tree.ts';
import classes from './pwa-system.module.css';

registerPwaTexts();

/** At most this many search matches are listed (a 1,000-bed tree matches thousands for one letter). */
const MAX_MATCHES = 100;

export function PwaSystem() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { model, loading, error, retry } = useSystemTree(null);
  const [text, setText] = useState('');
  const filter = useMemo(() => (model ? filterTree(model, text) : null), [model, text]);
  const atParam = params.get('at');
  const at = atParam && model?.byId.has(atParam) ? atParam : null;
  const go = (id: string | null) => setParams(id ? { at: id } : {});

  if (error)
    return (
      <Alert color="red" title={t('tree.errorTitle')} role="alert">
        <Button variant="default" size="lg" fz="md" onClick={retry}>
          {t('tree.retry')}
        </Button>
      </Alert>
    );
  if (loading || !model) return <Busy label={t('tree.loading')} />;

  const path = at ? [...ancestorsOf(model, at), at] : [];
  const ids = filter ? [...filter.matches].slice(0, MAX_MATCHES) : (model.children.get(at ?? ROOT) ?? []);
  const entries = ids.map((id) => model.byId.get(id)).filter((n): n is TreeEntry => !!n);
  const editLink = (id: number) => `/pwa/system/edit/${id}${at ? `?at=${at}` : ''}`;

  return (
    <Stack gap="sm">
      <TextInput
        label={t('pwa.system.search')}
        placeholder={t('pwa.system.searchPlaceholder')}
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        size="md"
        type="search"
      />
      {filter ? (
        <Text size="sm" aria-live="polite">
          {filter.matches.size
            ? t('pwa.system.matches', { count: filter.matches.size })
            : t('pwa.system.noMatch')}
        </Text>
      ) : (
        <nav aria-label={t('tree.details.path')}>
          <Group gap={4} className={classes.path}>
            <Anchor
              component="button"
              type="button"
              onClick={() => go(null)}
              className={classes.crumb}
              aria-current={at === null ? 'location' : undefined}
            >
              {t('pwa.system.top')}
            </Anchor>
            {path.map((id) => (
              <Group key={id} gap={4} wrap="nowrap">
                <IconChevronRight size={14} aria-hidden="true" />
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => go(id)}
                  className={classes.crumb}
                  aria-current={id === at ? 'location' : undefined}
                >
                  {model.byId.get(id)?.name}
                </Anchor>
              </Group>
            ))}
          </Group>
        </nav>
      )}
      {!filter && entries.length === 0 && <Text>{t('pwa.system.empty')}</Text>}
      <ul className={classes.list}>
        {entries.map((node) => {
          const hasChildren = (model.children.get(String(node.id))?.length ?? 0) > 0;
          const body = (
            <>
              <KindIcon kind={node.kind} size={22} />
              <span className={classes.texts}>
                <span className={classes.name}>{node.name}</span>
                <span className={classes.sub}>
                  {[
                    node.text_long !== node.name ? node.text_long : '',
                    hasChildren ? t('pwa.system.children', { count: node.child_count }) : '',
                    node.open_calls ? t('pwa.system.openCalls', { count: node.open_calls }) : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              <DeviceStatus battery={node.battery} reachable={node.reachable} />
            </>
          );
          return (
            <li key={node.id} className={classes.item} data-testid="pwa-node">
              {hasChildren && !filter ? (
                <UnstyledButton className={classes.row} onClick={() => go(String(node.id))}>
                  {body}
                  <IconChevronRight size={20} aria-hidden="true" />
                </UnstyledButton>
              ) : (
                <Link className={classes.row} to={editLink(node.id)}>
                  {body}
                </Link>
              )}
              {hasChildren && !filter && (
                <ActionIcon
                  component={Link}
                  to={editLink(node.id)}
                  variant="subtle"
                  size={44}
                  aria-label={t('pwa.system.edit', { name: node.name })}
                >
                  <IconPencil size={20} aria-hidden="true" />
                </ActionIcon>
              )}
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
