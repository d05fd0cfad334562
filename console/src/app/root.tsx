// The application shell (spec 01 §2): session and system context, the route guard, the
// notification list and the update banner around whatever route is open.
import { Center } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { guardRoute } from '../platform/routes/guard.ts';
import { homeRedirect } from '../platform/routes/home-redirect.ts';
import { useHasScreen } from '../platform/routes/screens-context.tsx';
import { useRuntime } from '../platform/runtime-context.tsx';
import { DemoMarker } from '../platform/demo-marker.tsx';
import { ShellOverlays } from '../platform/shell-overlays.tsx';
import { AppErrorBoundary } from './error-boundary.tsx';
import { AppDataProvider, useAppData } from '../platform/session/app-data-context.tsx';
import { storeSystem } from '../platform/system/system-choice.ts';
import { useSystemMessages } from '../platform/system-messages/system-messages.ts';
import { Busy } from '../ui/busy.tsx';

function GuardedOutlet() {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, licence, globalAppSettings, ready, setUser, loggedOut, fallBackFromUnavailableSystem } =
    useAppData();
  const hasScreen = useHasScreen();

  // Spec 01 §8 transport reactions that need the router.
  useEffect(() => {
    runtime.hooks.onMissingAuth = () => {
      const { pathname, search } = window.location;
      if (pathname.startsWith('/login') || pathname.startsWith('/display')) return;
      setUser(null);
      navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
    };
    runtime.hooks.onSystemUnavailable = () => {
      // A wall display never leaves for another page (it would end on /login): it shows the first system
      // and says so.
      if (window.location.pathname.startsWith('/display')) return fallBackFromUnavailableSystem();
      console.warn(`system ${runtime.system.id} unavailable: falling back to the first system`);
      storeSystem(1);
      if (new URLSearchParams(window.location.search).has('systemRedirect')) return;
      runtime.clock.setTimeout(() => window.location.assign('/tree/overview?systemRedirect=1'), 500);
    };
  }, [runtime, navigate, setUser, fallBackFromUnavailableSystem]);

  const decision = useMemo(() => {
    const home = homeRedirect(location.pathname, user, hasScreen);
    if (home)
      return { kind: 'redirect' as const, to: home, rule: 'redirect' as const, accessDeniedNotice: false };
    return guardRoute(location.pathname, location.search, {
      user,
      licence,
      appSubscriptionsEnabled: globalAppSettings?.subscriptions_enabled ?? false,
      hasScreen,
    });
  }, [location.pathname, location.search, user, licence, globalAppSettings, hasScreen]);
  // Outside the display, notifications are frequent (saved, failed, ...): fetch their machines' chunk once
  // the page stands, so the first one shows without waiting for it. The display leaves it out (§11 budget).
  const onDisplay = location.pathname.startsWith('/display');
  useEffect(() => {
    if (ready && !onDisplay) runtime.preloadMachines();
  }, [ready, onDisplay, runtime]);

  const deniedNotice = decision.kind === 'redirect' && decision.accessDeniedNotice;
  useEffect(() => {
    if (ready && deniedNotice) {
      runtime.notify({
        id: 'access-denied',
        type: 'error',
        title: t('accessDenied.title'),
        text: t('accessDenied.text'),
      });
    }
  }, [ready, deniedNotice, runtime, t, location.key]);

  if (!ready) {
    return (
      <Center mih="100vh">
        <Busy />
      </Center>
    );
  }
  if (decision.kind === 'redirect') {
    const to = loggedOut && decision.rule === 'anonymous-to-login' ? '/login' : decision.to;
    return <Navigate to={to} replace />;
  }
  return <Outlet />;
}

function SystemMessages() {
  useSystemMessages();
  return null;
}

export function Root() {
  return (
    <AppErrorBoundary>
      <AppDataProvider>
        <GuardedOutlet />
        <SystemMessages />
        <ShellOverlays />
        <DemoMarker />
      </AppDataProvider>
    </AppErrorBoundary>
  );
}
