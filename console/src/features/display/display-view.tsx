// The display body (spec 01 §2): connection banner, status callouts, call grid, presences column, notes
// column, empty state or clock in fullscreen. Pure rendering of already filtered and ordered calls, so
// stories and tests can show every state.
import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallCard } from './cards/call-card.tsx';
import type { DisplayCall } from './feed/feed-store.ts';
import { ConnectionBanner, LinkLostBanner } from './parts/connection-banner.tsx';
import { DisplayClock } from './parts/display-clock.tsx';
import { NotesList, type DisplayNote } from './parts/notes-column.tsx';
import { DEFAULT_ROWS, PresencesColumn } from './parts/presences-column.tsx';
import { VideoFrame } from './parts/video-frame.tsx';
import type { FontSize } from './url-params.ts';
import classes from './display.module.css';

export interface DisplayViewProps {
  calls: readonly DisplayCall[];
  presences: readonly DisplayCall[];
  notes: readonly DisplayNote[];
  loading: boolean;
  failedSystems: readonly string[];
  noSystems: boolean;
  fullscreen: boolean;
  fontSize: FontSize;
  showSystem: boolean;
  streams?: readonly string[];
  header?: React.ReactNode;
  canClose?: (call: DisplayCall) => boolean;
  onOpen?: (call: DisplayCall) => void;
  onCloseCall?: (call: DisplayCall) => void;
  onOpenSettings?: () => void;
  onCloseStream?: (url: string) => void;
  /** stories: show the banner whatever the connection */
  forceConnectionLost?: boolean;
  /** systems whose call system link is not online (CallsChange.link): their calls may be stale */
  linkLostSystems?: readonly string[];
}

/** Spec 01 §9: 20 rows when the height is unknown; presence rows fit the space under the header. */
function usePresenceSlots(ref: React.RefObject<HTMLDivElement | null>) {
  const [slots, setSlots] = useState(DEFAULT_ROWS * 2);
  useEffect(() => {
    const measure = () => {
      const el = ref.current;
      const top = el?.getBoundingClientRect().top ?? 0;
      const height = window.innerHeight - top;
      const row = el ? parseFloat(getComputedStyle(el).fontSize) * 3.6 + 10 : 0;
      const rows = height > 0 && row > 0 ? Math.max(2, Math.floor(height / row)) : DEFAULT_ROWS;
      const cols = window.matchMedia?.('(orientation: portrait)').matches ? 1 : 2;
      setSlots(rows * cols);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return slots;
}

export function DisplayView(p: DisplayViewProps) {
  const { t } = useTranslation();
  const bodyRef = useRef<HTMLDivElement>(null);
  const slots = usePresenceSlots(bodyRef);
  const empty = p.calls.length === 0 && p.presences.length === 0 && p.notes.length === 0;
  return (
    <div
      className={classes.root}
      data-font-size={p.fontSize}
      data-fullscreen={p.fullscreen}
      data-testid="display"
    >
      <ConnectionBanner forceLost={p.forceConnectionLost} />
      <LinkLostBanner systems={p.linkLostSystems ?? []} showSystem={p.showSystem} />
      {!p.fullscreen && p.header}
      {p.failedSystems.map((name) => (
        <Alert
          key={name}
          color="red"
          title={t('display.panelError', { system: name })}
          data-testid="panel-error"
        />
      ))}
      {p.noSystems && (
        <Alert color="orange" title={t('display.noSystems')}>
          {p.onOpenSettings && (
            <Button size="xs" mt="xs" onClick={p.onOpenSettings}>
              {t('display.openSettings')}
            </Button>
          )}
        </Alert>
      )}
      {p.fullscreen && !empty && <DisplayClock compact />}
      <div className={classes.body} ref={bodyRef}>
        <div className={classes.main}>
          {p.loading && (
            <Center p="md">
              <Loader aria-label={t('display.loading')} />
            </Center>
          )}
          {!p.loading &&
            empty &&
            !p.noSystems &&
            (p.fullscreen ? (
              <DisplayClock />
            ) : (
              <Text c="dimmed" ta="center" p="xl" fz="1.3em">
                {t('display.empty')}
              </Text>
            ))}
          {p.calls.length > 0 && (
            <section className={classes.grid} aria-label={t('display.calls')} data-testid="call-grid">
              {p.calls.map((c) => (
                <CallCard
                  key={`${c.system_id}:${c.id}`}
                  call={c}
                  showSystem={p.showSystem}
                  canClose={p.canClose?.(c) ?? false}
                  onOpen={p.onOpen}
                  onClose={p.onCloseCall}
                />
              ))}
            </section>
          )}
        </div>
        <PresencesColumn presences={p.presences} maxVisible={slots} onOpen={p.onOpen} />
        <NotesList notes={p.notes} />
      </div>
      {(p.streams ?? []).map((url, i, all) => (
        <VideoFrame
          key={url}
          url={url}
          index={i}
          several={all.length > 1}
          onClose={() => p.onCloseStream?.(url)}
        />
      ))}
    </div>
  );
}
