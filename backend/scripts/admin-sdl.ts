// `npm run codegen` step 1: writes the admin SDL and console documents from the entity descriptions.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_DOCUMENTS_FILE, ADMIN_SDL_FILE, adminDocuments, adminSdl } from '../src/crud/generate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
writeFileSync(path.join(root, ADMIN_SDL_FILE), adminSdl());
writeFileSync(path.join(root, ADMIN_DOCUMENTS_FILE), adminDocuments());
