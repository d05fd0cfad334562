// `npm run codegen` step 1: writes the files generated from the entity descriptions.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_FILES } from '../src/crud/generate.ts';
import { assertGetsKinds } from '../src/crud/gets-kinds.ts';
import { ENTITIES } from '../src/crud/registry.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
assertGetsKinds(ENTITIES);
for (const [file, write] of GENERATED_FILES) writeFileSync(path.join(root, file), write());
