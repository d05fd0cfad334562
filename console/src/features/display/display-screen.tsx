// Spec 01 §2 call display screen (/display/:slug?): the profile and URL settings (profile/), one live feed per
// shown system (feed/), the calls shown after spec 01 §4 (use-visible-calls.ts), the header, the self-test and
// the freshness indicator, the settings drawer and the close-call dialog. This file only composes them.
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { usePageTitle } from '../../platform/page/page-title.ts';
import type { ScreenProps } from '../../platform/modal-stack/modal-stack.tsx';
import { can, isLoggedIn } from '@cs/rules';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import { useRuntime } from '../../platform/runtime-context.tsx';
import { DisplayView } from './display-view.tsx';
import type { DisplayCall, SystemFeedState } from './feed/feed-store.ts';
import { useDisplayFeed } from './feed/use-display-feed.ts';
import { useFreshness } from './feed/use-freshness.ts';
import { useSelfTest } from './feed/use-self-test.ts';
import { DisplayHeader } from './parts/display-header.tsx';
import { FreshnessIndicator } from './parts/freshness-indicator.tsx';
import { useActiveNotes } from './parts/notes-column.tsx';
import { rememberProfile } from './profile/remembered-profile.ts';
import { useDisplayProfile } from './profile/use-display-profile.ts';
import { useSystemSwitchReload } from './profile/use-system-switch-reload.ts';
import { useBrowserNotifications } from './use-browser-notifications.ts';
import { useCallTargets } from './use-call-targets.ts';
import { useDisplayFullscreen } from './use-display-fullscreen.ts';
import { useDisplayReactions } from './use-display-reactions.ts';
import { visibleCalls, useVisibleCalls } from './use-visible-calls.ts';
import { useNavigate } from 'react-router';
import { loadAreaTexts } from '../../platform/i18n/i18n.ts';

// The settings drawer (logged-in users) and the close-call dialog (on click) load when first opened.
const SettingsDrawer = lazy(() =>
  Promise.all([import('./drawer/settings-drawer.tsx'), loadAreaTexts('displayDrawer')]).then(([m]) => ({
    default: m.SettingsDrawer,
  })),
);
const CloseCallDialog = lazy(() =>
  import('./close-call/close-call-dialog.tsx').then((m) => ({ default: m.CloseCallDialog })),
);

export function DisplayScreen({ params }: ScreenProps) {
  const navigate = useNavigate();
  const runtime = useRuntime();
  const { user, systems, systemId, systemFallback } = useAppData();
  const slug = params.slug || null;
  const loggedIn = isLoggedIn(user);
  const { profiles, profile, settings, refetchProfiles } = useDisplayProfile(slug);
  usePageTitle('display.title', profile?.name);
  useSystemSwitchReload(systemId, systemFallback);

  const shownIds = settings.systems.map((s) => s.system_id);
  const { feed, states } = useDisplayFeed(shownIds);
  const { calls, presences } = useVisibleCalls(states, systems, settings);
  const nameOf = (id: number) => systems.find((s) => s.id === id)?.name ?? String(id);

  const { fullscreen, enter, leave } = useDisplayFullscreen(settings.fullscreen, loggedIn);
  const { streams, closeStream } = useDisplayReactions({
    videostream: settings.videostream,
    onConfigUpdated: () => {
      void refetchProfiles();
      feed.reloadRelations();
    },
  });

  const rootRef = useRef<HTMLDivElement>(null);
  const expected = useCallback(
    (pushed: readonly SystemFeedState[]) => {
      // The same time as the list's filter (use-visible-calls.ts): the server's clock, read on the runtime's.
      const shown = visibleCalls(pushed, systems, settings, runtime.serverClock.now());
      return shown.calls.length + shown.presences.length;
    },
    [runtime, systems, settings],
  );
  const selfTest = useSelfTest(feed, states, expected, () => rootRef.current);
  const freshness = useFreshness(states, calls);
  const freshnessLine = <FreshnessIndicator freshness={freshness} reloads={selfTest.reloads} />;

  const notes = useActiveNotes();
  const ready = states.length > 0 && states.every((s) => s.status === 'ready');
  const notifications = useBrowserNotifications(calls, ready);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openSettings = loggedIn ? () => setDrawerOpen(true) : undefined;
  const [closing, setClosing] = useState<DisplayCall | null>(null);
  const several = settings.systems.length > 1;
  const { onOpen, canClose } = useCallTargets({ slug, severalSystems: several, user });
  const onSelectProfile = useCallback(
    (next: string | null) => {
      if (!next) rememberProfile(null);
      navigate(next ? `/display/${next}` : '/display');
    },
    [navigate],
  );

  const requested = [
    ...new Set([...settings.unavailableSystems, ...(systemFallback ? [systemFallback] : [])]),
  ];

  return (
    <div ref={rootRef} style={{ display: 'contents' }}>
      <DisplayView
        key={selfTest.generation}
        calls={calls}
        presences={presences}
        notes={notes}
        loading={states.length === 0 || states.some((s) => s.status === 'loading')}
        failures={states.flatMap((s) => [
          ...(s.callsError ? [{ system: nameOf(s.systemId), what: 'calls' as const }] : []),
          ...(s.relationsError ? [{ system: nameOf(s.systemId), what: 'relations' as const }] : []),
        ])}
        fallback={
          requested.length
            ? { requested, shown: settings.systems.length === 1 ? nameOf(shownIds[0] as number) : null }
            : null
        }
        linkLostSystems={states
          .filter((s) => s.link !== null && s.link !== 'online')
          .map((s) => nameOf(s.systemId))}
        noSystems={!!profile && settings.systems.length === 0}
        fullscreen={fullscreen}
        fontSize={settings.fontSize}
        showSystem={several}
        streams={streams}
        freshness={freshnessLine}
        header={
          <DisplayHeader
            profileName={profile?.name ?? null}
            onOpenSettings={openSettings}
            notifications={notifications}
            onFullscreen={fullscreen ? leave : enter}
            freshness={freshnessLine}
          />
        }
        canClose={canClose}
        onOpen={loggedIn ? onOpen : undefined}
        onCloseCall={setClosing}
        onOpenSettings={openSettings}
        onCloseStream={closeStream}
      />
      <Suspense fallback={null}>
        {drawerOpen && (
          <SettingsDrawer
            opened
            onClose={() => setDrawerOpen(false)}
            profiles={profiles}
            selected={profile}
            systems={systems}
            currentSystemId={systemId}
            canManage={can(user, 'display::manage_display_profiles')}
            onSelect={onSelectProfile}
            refetchProfiles={refetchProfiles}
            latencyMs={freshness.latencyMs}
          />
        )}
        {closing && <CloseCallDialog call={closing} store={feed.store} onDone={() => setClosing(null)} />}
      </Suspense>
    </div>
  );
}

export default DisplayScreen;
