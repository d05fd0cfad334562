// The demo console's 'Szenarien' tab (trainer mode): the scenario library with a play button each,
// the speed (1x to 60x) and the running scenario's progress with pause, resume, restart and stop. The backend
// plays it against the embedded twin; the calls show in Visuals and the App preview. Titles and stories show in
// the UI language (scenarios/titles.ts, stories.ts); the library's notes and expectations among the steps are
// written in English and shown as written (lang="en"); every label is translated.
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconPlayerStop, IconRotateClockwise } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@cs/rules/time';
import { useFacilityZone } from '../../platform/session/app-data-context.tsx';
import { currentLocale } from '../../platform/i18n/i18n.ts';
import type { ScenarioProgress, ScenarioSummary } from '@cs/contracts/demo';
import type { DemoActions } from './use-demo-actions.ts';
import { SPEEDS, type ScenarioPlayer } from './use-scenario-player.ts';
import { Busy } from '../../ui/busy.tsx';

const STATE_COLOR: Record<ScenarioProgress['state'], string> = {
  idle: 'gray',
  playing: 'green',
  paused: 'yellow',
  finished: 'blue',
  stopped: 'gray',
  failed: 'red',
};

/** A text of the library in the UI language when it has one, else as written (English). */
function localText(
  written: string,
  translated: Record<string, string | undefined> | undefined,
  locale: string,
): { text: string; lang: string } {
  const text = translated?.[locale];
  return text ? { text, lang: locale } : { text: written, lang: 'en' };
}

export const localTitle = (s: Pick<ScenarioSummary, 'title' | 'titles'>, locale: string) =>
  localText(s.title, s.titles, locale);

const localStory = (s: Pick<ScenarioSummary, 'story' | 'stories'>, locale: string) =>
  localText(s.story, s.stories, locale);

function NowPlaying({ player, actions }: { player: ScenarioPlayer; actions: DemoActions }) {
  const { t, i18n } = useTranslation();
  const p = player.progress;
  // A progress from a backend before the stage named its systems has none: the current system's zone then.
  const zone = useFacilityZone(p?.systems?.[0]);
  if (!p?.name || p.state === 'idle') return null;
  const summary = player.scenarios?.find((s) => s.name === p.name);
  const title = localTitle({ title: p.title ?? p.name, titles: summary?.titles ?? {} }, currentLocale(i18n));
  const active = p.state === 'playing' || p.state === 'paused';
  return (
    <Card withBorder padding="sm" data-testid="scenario-progress" aria-live="polite">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={600}>{t('demo.scenarios.nowPlaying', { title: title.text })}</Text>
          <Text size="sm" c="dimmed">
            {t('demo.scenarios.step', { current: p.step, total: p.total })}
            {p.simulated_at &&
              ` · ${t('demo.scenarios.time', { time: formatDateTime(new Date(p.simulated_at), zone) })}`}
          </Text>
          {p.phrase && i18n.exists(`demo.scenarios.steps.${p.phrase.key}`, p.phrase.data) ? (
            <Text size="sm" data-testid="scenario-step">
              {t(`demo.scenarios.steps.${p.phrase.key}`, p.phrase.data)}
            </Text>
          ) : (
            // Notes and expectations are the library's own words (English).
            p.text && (
              <Text size="sm" lang="en" data-testid="scenario-step">
                {p.text}
              </Text>
            )
          )}
          {p.error && (
            <Text size="sm" c="red">
              {p.error}
            </Text>
          )}
        </Stack>
        <Badge color={STATE_COLOR[p.state]} variant="light" data-testid="scenario-state">
          {t(`demo.scenarios.state.${p.state}`)}
        </Badge>
      </Group>
      <Group gap="xs" mt="sm">
        {p.state === 'playing' && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlayerPause size={16} />}
            loading={actions.busy('scenario-pause')}
            onClick={() => player.control('pause')}
          >
            {t('demo.scenarios.pause')}
          </Button>
        )}
        {p.state === 'paused' && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlayerPlay size={16} />}
            loading={actions.busy('scenario-resume')}
            onClick={() => player.control('resume')}
          >
            {t('demo.scenarios.resume')}
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRotateClockwise size={16} />}
          loading={actions.busy('scenario-restart')}
          onClick={() => player.control('restart')}
        >
          {t('demo.scenarios.restart')}
        </Button>
        {active && (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconPlayerStop size={16} />}
            loading={actions.busy('scenario-stop')}
            onClick={() => player.control('stop')}
          >
            {t('demo.scenarios.stop')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

export function ScenarioPanel({ player, actions }: { player: ScenarioPlayer; actions: DemoActions }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  return (
    <Stack p="md" gap="md" h="100%" data-testid="scenario-panel">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('demo.scenarios.title')}
        </Title>
        <Text size="sm">{t('demo.scenarios.intro')}</Text>
      </Stack>
      <Group gap="sm">
        <Text size="sm" fw={500} id="scenario-speed-label">
          {t('demo.scenarios.speed')}
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby="scenario-speed-label"
          data={SPEEDS.map((s) => ({ value: String(s), label: `${s}×` }))}
          value={String(player.speed)}
          onChange={(value) => player.setSpeed(Number(value))}
        />
      </Group>
      <NowPlaying player={player} actions={actions} />
      {player.loadFailed && <Alert color="red" title={t('demo.scenarios.loadFailed')} />}
      {!player.scenarios && !player.loadFailed && <Busy size="sm" />}
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {(player.scenarios ?? []).map((s) => {
            const title = localTitle(s, locale);
            const story = localStory(s, locale);
            return (
              <Card
                key={s.name}
                component="li"
                withBorder
                padding="sm"
                data-testid={`scenario-${s.name}`}
                aria-label={title.text}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} lang={title.lang}>
                      {title.text}
                    </Text>
                    <Text size="sm" c="dimmed" lang={story.lang}>
                      {story.text}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {s.name}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    style={{ flexShrink: 0 }}
                    leftSection={<IconPlayerPlay size={16} />}
                    loading={actions.busy(`scenario-play-${s.name}`)}
                    onClick={() => player.play(s.name)}
                    aria-label={t('labelled.text', { label: t('demo.scenarios.play'), text: title.text })}
                  >
                    {t('demo.scenarios.play')}
                  </Button>
                </Group>
              </Card>
            );
          })}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}
