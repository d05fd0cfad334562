// Builds the generated admin SDL and the console's admin documents from the registry (one source).
import { ENTITIES } from './registry.ts';
import { entityDocuments, entitySdl } from './sdl.ts';

const HEADER = '# Generated from backend/src/crud/registry.ts by `npm run codegen`. Do not edit.\n\n';

export const adminSdl = () =>
  HEADER + ENTITIES.map((d) => [d.sdl, entitySdl(d)].filter(Boolean).join('\n')).join('\n\n') + '\n';
export const adminDocuments = () => HEADER + ENTITIES.map((d) => entityDocuments(d)).join('\n\n') + '\n';

export const ADMIN_SDL_FILE = 'backend/src/modules/admin/admin.graphql';
export const ADMIN_DOCUMENTS_FILE = 'console/src/crud/generated/admin.graphql';
