// Builds the generated files from the registry (one source): the admin SDL, the console's admin
// documents, field metadata and admin routes, and the stored records' types.
import { consoleEntities, consoleRoutes } from './codegen/console-metadata.ts';
import { recordTypes } from './codegen/record-types.ts';
import { secretFields } from './codegen/secret-fields.ts';
import { ENTITIES } from './registry.ts';
import { entityDocuments, entitySdl } from './sdl.ts';

const HEADER = '# Generated from backend/src/crud/registry.ts by `npm run codegen`. Do not edit.\n\n';

export const adminSdl = () =>
  HEADER + ENTITIES.map((d) => [d.sdl, entitySdl(d)].filter(Boolean).join('\n')).join('\n\n') + '\n';
export const adminDocuments = () => HEADER + ENTITIES.map((d) => entityDocuments(d)).join('\n\n') + '\n';

export const ADMIN_SDL_FILE = 'backend/src/modules/admin/admin.graphql';
export const ADMIN_DOCUMENTS_FILE = 'console/src/crud/generated/admin.graphql';

/**
 * Every generated file with its writer; `npm run codegen` writes them, codegen:check compares them. Before any is
 * written, the descriptions must carry every Gets column (crud/gets-kinds.ts).
 */
export const GENERATED_FILES: ReadonlyArray<readonly [string, () => string]> = [
  [ADMIN_SDL_FILE, adminSdl],
  [ADMIN_DOCUMENTS_FILE, adminDocuments],
  ['backend/src/generated/records.ts', () => `${recordTypes(ENTITIES)}\n`],
  ['backend/src/generated/secret-fields.ts', () => secretFields(ENTITIES)],
  ['console/src/crud/generated/entities.ts', consoleEntities],
  ['console/src/crud/generated/admin-routes.ts', consoleRoutes],
];
