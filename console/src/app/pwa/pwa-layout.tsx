// Spec 01 §2 mobile-style layout: a compact top bar with the page's title and, where the route names one, a back
// button; the overview's tabs; a bottom navigation (Overview, System, Sync) by permission; no desktop header.
// Content re-renders when the system context changes, as in the main layout.
import { ActionIcon } from '@mantine/core';
import { IconArrowLeft, IconLayoutDashboard, IconRefresh, IconSitemap } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { registerPwaTexts } from '../../platform/i18n/pwa-texts.ts';
import { usePageTitle } from '../../platform/page/page-title.ts';
import { useHasScreen } from '../../platform/routes/screens-context.tsx';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import classes from './pwa-layout.module.css';
import { pwaBars } from './pwa-nav.ts';

registerPwaTexts();

const ICONS = { pwaOverview: IconLayoutDashboard, pwaSystem: IconSitemap, pwaSync: IconRefresh };

export function PwaLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user, licence, systemId } = useAppData();
  const hasScreen = useHasScreen();
  const bars = useMemo(
    () => pwaBars(pathname, { user, licence, appSubscriptionsEnabled: false, hasScreen }),
    [pathname, user, licence, hasScreen],
  );
  const title = t(`pwa.titles.${bars.name}`);
  usePageTitle(`pwa.titles.${bars.name}`);
  return (
    <>
      <header className={classes.top}>
        {bars.back && (
          <ActionIcon component={Link} to={bars.back} variant="subtle" size={44} aria-label={t('pwa.back')}>
            <IconArrowLeft size={24} aria-hidden="true" />
          </ActionIcon>
        )}
        <h1 className={`${classes.title} ${bars.back ? '' : classes.titleAlone}`}>{title}</h1>
      </header>
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {bars.tabs.length > 1 && (
          <nav aria-label={t('pwa.tabs')}>
            <ul className={classes.tabs}>
              {bars.tabs.map((tab) => (
                <li key={tab.name} className={classes.tabItem}>
                  <Link to={tab.to} className={classes.tab} aria-current={tab.current ? 'page' : undefined}>
                    {t(`pwa.titles.${tab.name}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div key={systemId}>
          <Outlet />
        </div>
      </main>
      {bars.nav.length > 0 && (
        <nav className={classes.bottom} aria-label={t('pwa.nav')}>
          <ul>
            {bars.nav.map((item) => {
              const Icon = ICONS[item.name];
              return (
                <li key={item.name}>
                  <Link
                    to={item.to}
                    className={classes.navLink}
                    aria-current={item.current ? 'page' : undefined}
                  >
                    <Icon size={24} aria-hidden="true" />
                    {t(`pwa.titles.${item.name}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </>
  );
}
