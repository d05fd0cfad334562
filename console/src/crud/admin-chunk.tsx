// The chunk of the resource areas (admin, app management): list, form and sort screens looked up by resource name.
import 'mantine-datatable/styles.css';
import { Navigate } from 'react-router';
import type { ScreenProps } from '../platform/modal-stack/modal-stack.tsx';
import { pathFor } from '../platform/routes/route-match.ts';
import { useAreaLinks } from './admin-layout.tsx';
import type { ResourceArea } from '../platform/routes/admin-routes.ts';
import { FormModal, NestedFormModal } from './form-modal.tsx';
import { ListPage } from './list-page.tsx';
import { RESOURCES } from './registry.ts';
import { SettingsPage } from './settings-page.tsx';
import { SortModal } from './sort-modal.tsx';

const byName = (name: string) => {
  const resource = RESOURCES.find((r) => r.name === name);
  if (!resource) throw new Error(`no admin resource ${name}`);
  return resource;
};

export type AdminScreenProps = ScreenProps & {
  resource: string;
  /** 'settings': the global settings page (spec 01 §2 /admin/settings) with the lists that are its sections */
  kind: 'index' | 'list' | 'form' | 'sort' | 'nested' | 'settings';
  /** a nested form's route name (its parent form gets the saved record back) */
  route?: string;
};

/** /admin or /appmanagement itself: the guard already sends the user to the first page of the area they may open. */
function AreaIndex({ area }: { area: ResourceArea }) {
  const first = useAreaLinks(area)[0];
  return <Navigate to={first ? (pathFor(first) as string) : '/no-access'} replace />;
}

export default function AdminScreen({ resource, kind, route, ...props }: AdminScreenProps) {
  if (kind === 'index') return <AreaIndex area={resource as ResourceArea} />;
  const r = byName(resource);
  if (kind === 'settings') return <SettingsPage monitors={r} />;
  if (kind === 'list') return <ListPage resource={r} />;
  if (kind === 'form') return <FormModal resource={r} {...props} />;
  if (kind === 'nested') return <NestedFormModal resource={r} route={route as string} {...props} />;
  return <SortModal resource={r} {...props} />;
}
