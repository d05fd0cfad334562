// Spec 01 §2 call display screen (/display/:slug?): profile and URL settings, one live feed per subscribed
// system, filtering and ordering of spec 01 §4, the header bar, settings drawer and close-call dialog.
import { useQuery } from '@apollo/client/react';
import { ActionIcon, Badge, Group } from '@mantine/core';
import { IconBell, IconBellOff, IconMaximize, IconSettings } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DisplayProfilesDocument } from '../../generated/graphql.ts';
import { switchLocale } from '../../platform/i18n/i18n.ts';
import type { ScreenProps } from '../../platform/modal-stack/modal-stack.tsx';
import { can, isLoggedIn } from '@cs/rules';
import { useRuntime } from '../../platform/runtime-context.tsx';
import { LazyTooltip as Tooltip } from '../../ui/lazy-tooltip.tsx';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import { effectiveSettings } from './display-settings.ts';
import { DisplayView } from './display-view.tsx';
import { FeedStore, type DisplayCall } from './feed/feed-store.ts';
import { SystemFeed } from './feed/use-system-feed.tsx';
import { useActiveNotes } from './parts/notes-column.tsx';
import { mayCloseCall } from './rules/close-permission.ts';
import { callTypeOf, filterCalls, orderCalls } from '@cs/rules/display';
import { hasQuery, parseDisplayParams } from './url-params.ts';
import { useBrowserNotifications } from './use-browser-notifications.ts';
import { useDisplayFullscreen } from './use-display-fullscreen.ts';
import { useDisplayReactions } from './use-display-reactions.ts';
import { useTick } from './feed/ticker.ts';

// The settings drawer (logged-in users) and the close-call dialog (on click) load when first opened.
const SettingsDrawer = lazy(() =>
  import('./drawer/settings-drawer.tsx').then((m) => ({ default: m.SettingsDrawer })),
);
const CloseCallDialog = lazy(() =>
  import('./close-call/close-call-dialog.tsx').then((m) => ({ default: m.CloseCallDialog })),
);

/** Spec 01 §3 local storage: last used profile slug. */
export const PROFILE_STORAGE_KEY = 'cs.display.profile';
let shownSystemId: number | null = null;

export function DisplayScreen({ params }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const runtime = useRuntime();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, systems, systemId } = useAppData();
  const slug = params.slug || null;
  const loggedIn = isLoggedIn(user);
  const canManage = can(user, 'display::manage_display_profiles');

  const profilesQuery = useQuery(DisplayProfilesDocument, { fetchPolicy: 'cache-and-network' });
  const profiles = useMemo(() => profilesQuery.data?.displayProfiles ?? [], [profilesQuery.data]);
  const profile = slug ? (profiles.find((p) => p.slug === slug) ?? null) : null;

  // Slug handling (spec 01 §2): unknown slug -> plain display; no slug and no query -> remembered profile.
  useEffect(() => {
    if (!profilesQuery.data) return;
    if (slug && !profile) {
      navigate(`/display${location.search}`, { replace: true });
    } else if (slug && profile) {
      localStorage.setItem(PROFILE_STORAGE_KEY, slug);
    } else if (!slug && !hasQuery(location.search)) {
      const remembered = localStorage.getItem(PROFILE_STORAGE_KEY);
      if (remembered && profiles.some((p) => p.slug === remembered))
        navigate(`/display/${remembered}`, { replace: true });
    }
  }, [profilesQuery.data, profiles, profile, slug, location.search, navigate]);

  // From the display, a system switch reloads the page with the system parameter removed (spec 01 §4).
  useEffect(() => {
    if (shownSystemId !== null && shownSystemId !== systemId) {
      const url = new URL(window.location.href);
      url.searchParams.delete('system');
      shownSystemId = systemId;
      window.location.replace(url.toString());
      return;
    }
    shownSystemId = systemId;
  }, [systemId]);

  const url = useMemo(() => parseDisplayParams(location.search), [location.search]);
  const systemKey = systems.map((s) => s.id).join(',');
  const settings = useMemo(
    () => effectiveSettings(profile, url, systemId, systemKey ? systemKey.split(',').map(Number) : []),
    [profile, url, systemId, systemKey],
  );

  useEffect(() => {
    if (settings.locale && settings.locale !== i18n.language) void switchLocale(i18n, settings.locale);
  }, [settings.locale, i18n]);

  const { fullscreen, enter, leave } = useDisplayFullscreen(settings.fullscreen, loggedIn);
  const [relationsVersion, setRelationsVersion] = useState(0);
  const refetchProfiles = profilesQuery.refetch;
  const { streams, closeStream } = useDisplayReactions({
    videostream: settings.videostream,
    onConfigUpdated: () => {
      void refetchProfiles();
      setRelationsVersion((v) => v + 1);
    },
  });

  const store = useMemo(() => new FeedStore(), []);
  const feedIds = settings.systems.map((s) => s.system_id);
  const feedKey = feedIds.join(',');
  useMemo(() => store.setSystems(feedKey ? feedKey.split(',').map(Number) : []), [store, feedKey]);
  const feeds = useSyncExternalStore(store.subscribe, store.getSnapshot);

  // Schedules switch on the minute; re-filter when the minute changes, not every second.
  const tick = useTick();
  const minute = Math.floor(runtime.serverClock.now() / 60_000);
  void tick;

  const { calls, presences } = useMemo(() => {
    const merged: DisplayCall[] = [];
    for (const feed of feeds) {
      if (!feed.relations) continue;
      const relations = feed.relations;
      const params = systems.find((s) => s.id === feed.systemId) ?? null;
      merged.push(
        ...filterCalls(feed.calls, {
          nowMs: minute * 60_000,
          relations,
          weekend: params,
          setting: settings.systems.find((s) => s.system_id === feed.systemId) ?? null,
          sectionFilter: settings.sectionFilter,
          showPresences: settings.showPresences,
        }).map((c) =>
          c.call_type
            ? c
            : { ...c, call_type: (callTypeOf(c, relations) as DisplayCall['call_type']) ?? null },
        ),
      );
    }
    const ordered = orderCalls(merged);
    return {
      calls: ordered.filter((c) => c.call_type?.flag !== 'presence'),
      presences: settings.showPresences ? ordered.filter((c) => c.call_type?.flag === 'presence') : [],
    };
  }, [feeds, systems, settings, minute]);

  const notes = useActiveNotes();
  const ready = feeds.length > 0 && feeds.every((f) => f.status === 'ready');
  const notifications = useBrowserNotifications(calls, ready);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [closing, setClosing] = useState<DisplayCall | null>(null);

  const several = settings.systems.length > 1;
  const onOpen = useCallback(
    (call: DisplayCall) => {
      if (several) window.open(`/log/edit/${call.id}?system=${call.system_id}`, '_blank', 'noopener');
      else navigate(`${slug ? `/display/${slug}` : '/display'}/call/${call.id}${location.search}`);
    },
    [several, slug, location.search, navigate],
  );
  const canClose = useCallback((call: DisplayCall) => mayCloseCall(user, call), [user]);
  const onSelectProfile = useCallback(
    (next: string | null) => {
      if (next) navigate(`/display/${next}`);
      else {
        localStorage.removeItem(PROFILE_STORAGE_KEY);
        navigate('/display');
      }
    },
    [navigate],
  );

  const header = (
    <Group gap="xs" data-testid="display-header">
      {loggedIn && (
        <Tooltip label={t('display.settings')}>
          <ActionIcon
            variant="light"
            size="lg"
            aria-label={t('display.settings')}
            onClick={() => setDrawerOpen(true)}
          >
            <IconSettings />
          </ActionIcon>
        </Tooltip>
      )}
      <Badge size="lg" variant="light" data-testid="profile-badge">
        {profile?.name ?? t('display.noProfile')}
      </Badge>
      <div style={{ flex: 1 }} />
      {notifications.supported && (
        <Tooltip label={t(notifications.enabled ? 'display.notificationsOff' : 'display.notificationsOn')}>
          <ActionIcon
            variant="light"
            size="lg"
            aria-label={t(notifications.enabled ? 'display.notificationsOff' : 'display.notificationsOn')}
            onClick={() => void notifications.toggle()}
          >
            {notifications.enabled ? <IconBell /> : <IconBellOff />}
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={t('display.fullscreen.enter')}>
        <ActionIcon
          variant="light"
          size="lg"
          aria-label={t('display.fullscreen.enter')}
          onClick={fullscreen ? leave : enter}
        >
          <IconMaximize />
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  return (
    <>
      {feedIds.map((id) => (
        <SystemFeed key={id} store={store} systemId={id} relationsVersion={relationsVersion} />
      ))}
      <DisplayView
        calls={calls}
        presences={presences}
        notes={notes}
        loading={feeds.some((f) => f.status === 'loading')}
        failedSystems={feeds
          .filter((f) => f.status === 'error')
          .map((f) => systems.find((s) => s.id === f.systemId)?.name ?? String(f.systemId))}
        linkLostSystems={feeds
          .filter((f) => f.link !== null && f.link !== 'online')
          .map((f) => systems.find((s) => s.id === f.systemId)?.name ?? String(f.systemId))}
        noSystems={!!profile && settings.systems.length === 0}
        fullscreen={fullscreen}
        fontSize={settings.fontSize}
        showSystem={several}
        streams={streams}
        header={header}
        canClose={canClose}
        onOpen={loggedIn ? onOpen : undefined}
        onCloseCall={setClosing}
        onOpenSettings={loggedIn ? () => setDrawerOpen(true) : undefined}
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
            canManage={canManage}
            onSelect={onSelectProfile}
            refetchProfiles={refetchProfiles}
          />
        )}
        {closing && <CloseCallDialog call={closing} store={store} onDone={() => setClosing(null)} />}
      </Suspense>
    </>
  );
}

export default DisplayScreen;
