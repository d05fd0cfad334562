// Spec 01 §2 main layout: the module navigation, in the header's row on wide screens and as a column in the menu
// drawer on narrow ones (header-menu.tsx). Only the items the user may open and whose screens exist.
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { visibleNavItems } from '../../platform/navigation/nav-items.ts';
import { routePathByName } from '../../platform/routes/guard.ts';
import { useIsBuilt } from '../../platform/routes/screens-context.tsx';
import { useAppData } from '../../platform/session/app-data-context.tsx';
import classes from './header.module.css';

export function ModuleNav({ column = false, onNavigate }: { column?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const built = useIsBuilt();
  const { user, licence, appState } = useAppData();
  const items = visibleNavItems({
    user,
    licence,
    appGatewayEnabled: appState?.app_gateway_enabled ?? false,
  }).filter((item) => built(item.route));
  return (
    <nav aria-label={t('nav.label')} className={column ? classes.navColumn : classes.nav}>
      {items.map((item) => (
        <Button
          key={item.key}
          component={NavLink}
          to={routePathByName(item.route) ?? '/home'}
          variant="subtle"
          size={column ? 'md' : 'compact-sm'}
          justify={column ? 'flex-start' : undefined}
          className={classes.item}
          onClick={onNavigate}
        >
          {t(`nav.${item.key}`)}
        </Button>
      ))}
    </nav>
  );
}
