// The list page of one resource (spec 01 §2 admin lists, app management lists): its controller drawn by ListView
// inside its area's layout; rows open the modal form edit/:id.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../platform/page/page-title.ts';
import { AdminLayout } from './admin-layout.tsx';
import { ListView } from './list/list-view.tsx';
import { useListController } from './list/use-list-controller.ts';
import type { ResourceDef } from './resource.ts';

export { recordLabel } from './list/use-list-controller.ts';

export function ListPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation();
  usePageTitle(`admin.${resource.name}.title`);
  const controller = useListController(resource);
  return (
    <AdminLayout title={t(`admin.${resource.name}.title`)} area={resource.area}>
      <ListView controller={controller} />
    </AdminLayout>
  );
}
