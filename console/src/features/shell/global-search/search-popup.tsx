// The global search popup (spec 01 §2 global search, §4 popup): results grouped by category with headings, arrow
// keys that wrap, the first hit of every answer selected so Enter opens it, Esc or a click outside closes; an empty
// answer gives the no-hits title and text. Keys typed before the field had the focus arrive in it (typed-ahead.ts). Mantine's Spotlight brings the dialog, the list and the keyboard handling; the query runs on
// the server (use-global-search.ts), so Spotlight's own filtering is not used.
import { Alert, Center, Group, Loader, Switch, Text } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import '@mantine/spotlight/styles.css';
import { IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIsBuilt } from '../../../platform/routes/screens-context.tsx';
import { SEARCH_MIN_CHARS, useGlobalSearch } from './use-global-search.ts';
import classes from './search-popup.module.css';
import { SearchCategory } from './search-category.tsx';
import { nodeTarget, searchTarget, type SearchHit } from './search-target.ts';
import { DeviceSearchResults } from './device-search-results.tsx';
import { useDeviceSearch } from './use-device-search.ts';
import { selectFirstAction } from './select-first.ts';
import { searchFieldProps } from './typed-ahead.ts';

const [store, spotlight] = createSpotlight();

export interface SearchPopupProps {
  openings: number;
  onClosed: () => void;
  /** what was typed since the opening, before the field had the focus */
  takeTyped: () => string;
}

export function SearchPopup({ openings, onClosed, takeTyped }: SearchPopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const built = useIsBuilt();
  const search = useGlobalSearch();
  const devices = useDeviceSearch();
  useEffect(() => spotlight.open(), [openings]);

  const short = !devices.on && search.text.trim().length < SEARCH_MIN_CHARS;
  const open = (hit: SearchHit) => void navigate(searchTarget(hit, built));
  const hits = search.categories?.reduce((n, c) => n + c.results.length, 0) ?? 0;
  const listKey = devices.on ? `devices:${devices.devices.length}` : search.generation;
  // After the list of this answer is drawn (its own effect names it to the store first).
  useEffect(() => selectFirstAction(store), [listKey]);
  const onFieldFocus = () => {
    const typed = takeTyped();
    if (typed) search.setText(search.text + typed);
  };
  return (
    <Spotlight.Root
      store={store}
      query={search.text}
      onQueryChange={search.setText}
      shortcut={null}
      returnFocus={false}
      onSpotlightClose={onClosed}
      size={700}
      scrollable
      maxHeight={480}
      title={t('search.label')}
      classNames={{ title: classes.title, header: classes.header, actionDescription: classes.description }}
    >
      <Spotlight.Search
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={search.loading ? <Loader size="xs" aria-label={t('search.loading')} /> : null}
        onFocus={onFieldFocus}
        {...searchFieldProps}
      />
      <Group px="md" py={6} className={classes.toggle}>
        <Switch
          size="sm"
          label={t('search.devices.toggle')}
          description={t('search.devices.toggleHint')}
          checked={devices.on}
          onChange={(e) => devices.toggle(e.currentTarget.checked)}
        />
      </Group>
      {/* A fresh list for every answer: the selection starts anew (spec 01 §4). */}
      <Spotlight.ActionsList
        key={listKey}
        aria-label={t(devices.on ? 'search.devices.title' : 'search.label')}
      >
        {devices.on && (
          <DeviceSearchResults search={devices} open={(id) => void navigate(nodeTarget(id, built))} />
        )}
        {short && (
          <Text size="sm" c="dimmed" p="md">
            {t('search.minChars')}
          </Text>
        )}
        {!devices.on && search.failed && (
          <Alert color="red" title={t('search.failedTitle')} m="sm">
            {t('search.failedText')}
          </Alert>
        )}
        {!devices.on && !short && search.categories !== null && hits === 0 && (
          <Spotlight.Empty>
            <Center>
              <div>
                <Text fw={600} ta="center">
                  {t('search.noHitsTitle')}
                </Text>
                <Text size="sm" c="dimmed" ta="center">
                  {t('search.noHitsText', { query: search.text.trim() })}
                </Text>
              </div>
            </Center>
          </Spotlight.Empty>
        )}
        {!devices.on &&
          search.categories?.map((category) => (
            <SearchCategory key={category.category} category={category} open={open} />
          ))}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        <Group justify="flex-end">
          <Text size="xs" c="dimmed">
            {t('search.keys')}
          </Text>
        </Group>
      </Spotlight.Footer>
    </Spotlight.Root>
  );
}
