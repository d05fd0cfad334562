// The tree area's lists beside the tree (spec 01 §2): interconnections (/tree/connections, systemtree::manage_devices)
// and display group overrides (/tree/displaygroupoverrides, see_display_group_overrides), each only for who may open
// it. The tree has no side navigation; these buttons are its way to them.
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayOpen } from '../../platform/routes/guard.ts';
import { findRoute } from '../../platform/routes/route-table.ts';
import { useAppData } from '../../platform/session/app-data-context.tsx';

const LISTS = [
  { route: 'interconnections', path: '/tree/connections', label: 'tree.connections' },
  { route: 'displayGroupOverrides', path: '/tree/displaygroupoverrides', label: 'tree.overrides' },
] as const;

export function TreeAreaLinks() {
  const { t } = useTranslation();
  const { user, licence } = useAppData();
  return LISTS.filter(({ route }) => {
    const def = findRoute(route)?.route;
    return def !== undefined && mayOpen(def, { user, licence, appSubscriptionsEnabled: false });
  }).map(({ path, label }) => (
    <Button key={path} variant="default" component={Link} to={path}>
      {t(label)}
    </Button>
  ));
}
