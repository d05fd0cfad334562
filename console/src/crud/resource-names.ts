// The route names of the built resources, without loading them: the admin screens are their own
// chunk (the display's wall screens must not load the admin area). They follow the entity
// descriptions' routes (generated); registry.test.ts keeps this list equal to RESOURCES.
import { ADMIN_ROUTES } from './generated/admin-routes.ts';

export const RESOURCE_ROUTES: ReadonlyArray<{ name: string; sortable?: boolean; page?: string }> =
  ADMIN_ROUTES.map((r) =>
    r.sortable
      ? { name: r.name, sortable: true }
      : r.page
        ? { name: r.name, page: r.page }
        : { name: r.name },
  );
