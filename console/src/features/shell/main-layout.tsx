// Spec 01 §2 main layout: header and footer hidden in fullscreen; content re-renders when the
// system context changes.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { PAGE_CONTENT_ID } from '../../ui/page-content.ts';
import { useFullscreen } from '../../platform/page/fullscreen.ts';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import { loadAreaTexts } from '../../platform/i18n/i18n.ts';
import { CLIENT_VERSION } from '../../platform/version.ts';
import { useHydrating } from '../../platform/ssr/first-render.ts';
import classes from './main-layout.module.css';

// The layout itself is part of the shell and renders at once; the header's code (navigation, search, system
// selector, sync indicator) and the hub callout load beside the page, never before it. A cold wall display
// shows its calls without waiting for them (issue 11: the page waited for the layout's chunk, then React held
// it back another 300 ms after the fallback had shown).
const headerCode = () => import('./header.tsx');
/** Fetch the header's code early (main.tsx, before the runtime and its texts exist). */
export const preloadHeader = (): void => void headerCode();
// The header brings its texts: they are not in the shell the display loads (ARCHITECTURE §11 budget).
const loadHeader = () => Promise.all([headerCode(), loadAreaTexts('mainLayout')]).then(([header]) => header);
const Header = lazy(async () => ({ default: (await loadHeader()).Header }));
const OutdatedHubsCallout = lazy(async () => ({
  default: (await Promise.all([import('./outdated-hubs-callout.tsx'), loadAreaTexts('mainLayout')]))[0]
    .OutdatedHubsCallout,
}));
// The sync popups (spec 01 §2 application shell: commit popup, HTTP sync-error popup) and what feeds them: their own
// chunk, for a logged-in user only (spec 01 §6: suppressed for user id 0); the display never mounts this layout.
const SyncPopupsHost = lazy(async () => ({
  default: (await import('./sync-popups/sync-popups-host.tsx')).SyncPopupsHost,
}));

// Fixed bars keep their place while a modal locks the page's scrolling (react-remove-scroll-bar's class).
const FIXED_BAR = 'right-scroll-bar-position';

function skipToContent(event: MouseEvent) {
  const target = document.getElementById(PAGE_CONTENT_ID) ?? document.getElementById('main-content');
  if (!target) return;
  event.preventDefault();
  target.focus();
}

export function MainLayout() {
  const { t } = useTranslation();
  const fullscreen = useFullscreen();
  const { systemId, user } = useAppData();
  const [committing, setCommitting] = useState(false);
  // A server-rendered display (ARCHITECTURE §12a) gets its header once hydrated, as a display drawn in the browser
  // gets it once its code arrived: lazy parts are never in the server's HTML.
  const later = !useHydrating();
  return (
    <>
      {/* WCAG 2.4.1: keyboard users jump over the menus to the page: its own content where it marks one (past
          the admin navigation), else the main area. */}
      <a href="#main-content" className={classes.skipLink} onClick={skipToContent}>
        {t('skipLink')}
      </a>
      {!fullscreen && (
        // spec 01 §4: while a commit runs the header is dimmed and unusable
        <header className={`${classes.header} ${FIXED_BAR}`} inert={committing}>
          {later && (
            <Suspense fallback={null}>
              <Header />
            </Suspense>
          )}
        </header>
      )}
      <main
        id="main-content"
        tabIndex={-1}
        className={classes.main}
        data-fullscreen={fullscreen || undefined}
      >
        <div key={systemId}>
          {!fullscreen && later && (
            <Suspense fallback={null}>
              <OutdatedHubsCallout />
            </Suspense>
          )}
          <Outlet />
        </div>
      </main>
      {!fullscreen && (
        <footer className={`${classes.footer} ${FIXED_BAR}`}>
          <Text size="xs" c="dimmed" lh="32px">
            {t('app.footer', { product: t('app.product'), version: CLIENT_VERSION })}
          </Text>
        </footer>
      )}
      {!!user && user.id > 0 && (
        <Suspense fallback={null}>
          <SyncPopupsHost onCommitting={setCommitting} />
        </Suspense>
      )}
    </>
  );
}
