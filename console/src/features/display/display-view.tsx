// The display body (spec 01 §2): connection banners, header, status callouts, the call grid fitted to the
// screen, the presences column, the notes column, empty state or clock in fullscreen. Pure rendering of already
// filtered and ordered calls, so stories and tests can show every state.
import { Center, Text } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayCall } from './feed/feed-store.ts';
import { CallGrid } from './layout/call-grid.tsx';
import { fitGrid } from './layout/fit-grid.ts';
import { presenceColumns, presenceTitlePx } from './layout/presence-size.ts';
import { useAreaSize } from './layout/use-area-size.ts';
import { ConnectionBanner, LinkLostBanner } from './parts/connection-banner.tsx';
import { DisplayClock } from './parts/display-clock.tsx';
import { NotesList, type DisplayNote } from './parts/notes-column.tsx';
import { PresencesColumn } from './parts/presences-column.tsx';
import { StatusCallouts, type StatusCalloutsProps } from './parts/status-callouts.tsx';
import type { FontSize } from './url-params.ts';
import classes from './display.module.css';
import { Busy } from '../../ui/busy.tsx';

export interface DisplayViewProps extends Omit<StatusCalloutsProps, 'onOpenSettings'> {
  calls: readonly DisplayCall[];
  presences: readonly DisplayCall[];
  notes: readonly DisplayNote[];
  loading: boolean;
  fullscreen: boolean;
  fontSize: FontSize;
  showSystem: boolean;
  streams?: readonly string[];
  header?: ReactNode;
  /** the last update and the measured call-to-screen time (parts/freshness.tsx) */
  freshness?: ReactNode;
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

// A video stream is rare (spec 01 §2: only on a videostream message): its frame loads when one starts.
const VideoFrame = lazy(() => import('./parts/video-frame.tsx').then((m) => ({ default: m.VideoFrame })));

export function DisplayView(p: DisplayViewProps) {
  const { t } = useTranslation();
  const [rootRef, root] = useAreaSize<HTMLDivElement>();
  const [gridRef, area] = useAreaSize<HTMLDivElement>();
  const empty = p.calls.length === 0 && p.presences.length === 0 && p.notes.length === 0;
  // Not measured yet (the server's HTML, the first render): the stylesheets size the presences meanwhile.
  const sized = root.width > 0 && root.height > 0;
  const layout = fitGrid({
    width: area.width,
    height: area.height,
    count: p.calls.length,
    fontSize: p.fontSize,
    extraLines: p.showSystem ? 1 : 0,
  });
  return (
    <div
      ref={rootRef}
      className={classes.root}
      data-font-size={p.fontSize}
      data-fullscreen={p.fullscreen}
      data-testid="display"
    >
      <ConnectionBanner forceLost={p.forceConnectionLost} />
      <LinkLostBanner systems={p.linkLostSystems ?? []} showSystem={p.showSystem} />
      {!p.fullscreen && p.header}
      <StatusCallouts
        failures={p.failures}
        fallback={p.fallback}
        noSystems={p.noSystems}
        onOpenSettings={p.onOpenSettings}
      />
      {p.fullscreen && !empty && (
        <div className={classes.fullscreenBar}>
          {p.freshness}
          <DisplayClock compact />
        </div>
      )}
      <div className={classes.body}>
        <div className={classes.main} ref={gridRef}>
          {p.loading && p.calls.length === 0 && (
            <Center p="md">
              <Busy />
            </Center>
          )}
          {!p.loading &&
            empty &&
            !p.noSystems &&
            (p.fullscreen ? (
              <>
                <DisplayClock />
                {p.freshness}
              </>
            ) : (
              <Text c="dimmed" ta="center" p="xl" fz="1.3em">
                {t('display.empty')}
              </Text>
            ))}
          {p.calls.length > 0 && (
            <CallGrid
              calls={p.calls}
              layout={layout}
              showSystem={p.showSystem}
              canClose={p.canClose}
              onOpen={p.onOpen}
              onCloseCall={p.onCloseCall}
            />
          )}
        </div>
        <PresencesColumn
          presences={p.presences}
          titlePx={sized ? presenceTitlePx(root.width, root.height) : null}
          columns={sized ? presenceColumns(root.width, root.height) : null}
          showSystem={p.showSystem}
          onOpen={p.onOpen}
        />
        <NotesList notes={p.notes} />
      </div>
      <Suspense fallback={null}>
        {(p.streams ?? []).map((url, i, all) => (
          <VideoFrame
            key={url}
            url={url}
            index={i}
            several={all.length > 1}
            onClose={() => p.onCloseStream?.(url)}
          />
        ))}
      </Suspense>
    </div>
  );
}
