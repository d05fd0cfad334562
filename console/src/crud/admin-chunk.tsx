// The admin area's chunk: list, form and sort screens looked up by resource name.
import 'mantine-datatable/styles.css';
import { Navigate } from 'react-router';
import type { ScreenProps } from '../platform/modal-stack/modal-stack.tsx';
import { pathFor } from '../platform/routes/route-match.ts';
import { useAdminLinks } from './admin-layout.tsx';
import { FormModal } from './form-modal.tsx';
import { ListPage } from './list-page.tsx';
import { RESOURCES } from './registry.ts';
import { SortModal } from './sort-modal.tsx';

const byName = (name: string) => {
  const resource = RESOURCES.find((r) => r.name === name);
  if (!resource) throw new Error(`no admin resource ${name}`);
  return resource;
};

export type AdminScreenProps = ScreenProps & { resource: string; kind: 'index' | 'list' | 'form' | 'sort' };

/** /admin itself: the guard already sends the user to the first admin list they may open. */
function AdminIndex() {
  const first = useAdminLinks()[0];
  return <Navigate to={first ? (pathFor(first) as string) : '/no-access'} replace />;
}

export default function AdminScreen({ resource, kind, ...props }: AdminScreenProps) {
  if (kind === 'index') return <AdminIndex />;
  const r = byName(resource);
  if (kind === 'list') return <ListPage resource={r} />;
  if (kind === 'form') return <FormModal resource={r} {...props} />;
  return <SortModal resource={r} {...props} />;
}
