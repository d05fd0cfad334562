// Regenerates every generated file (GraphQL types, the admin files, the protocol's column tables) and fails when
// the committed ones differ: a schema or document change without `npm run codegen` must not pass `npm test`.
import { execFileSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';

const files = [
  // written from the entity descriptions (backend/scripts/admin-sdl.ts)
  'backend/src/modules/admin/admin.graphql',
  'console/src/crud/generated/admin.graphql',
  'backend/src/generated/records.ts',
  'backend/src/generated/secret-fields.ts',
  'console/src/crud/generated/entities.ts',
  'console/src/crud/generated/admin-routes.ts',
  'backend/src/generated/graphql.ts',
  'console/src/generated/graphql.ts',
  'console/src/generated/gql.ts',
  'console/src/generated/index.ts',
  // the Gets' column tables (contracts/src/gets/config-rows.ts) and §7's app protocol tables (contracts/src/app/),
  // written by scripts/protocol-tables.ts and scripts/app-protocol-tables.ts
  'docs/protocols.md',
  // the console theme's CSS variables, from console/src/app/theme.ts (console/scripts/theme-variables.ts)
  'console/src/app/theme-variables.css',
];
const before = files.map((f) => (existsSync(f) ? readFileSync(f, 'utf8') : ''));
execFileSync('npx', ['tsx', 'backend/scripts/admin-sdl.ts'], { stdio: 'inherit' });
execFileSync('npx', ['tsx', 'scripts/protocol-tables.ts'], { stdio: 'inherit' });
execFileSync('npx', ['tsx', 'console/scripts/theme-variables.ts'], { stdio: 'inherit' });
execFileSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { stdio: 'inherit' });
const stale = files.filter((f, i) => readFileSync(f, 'utf8') !== before[i]);
if (stale.length) {
  console.error(`Generated files were stale and have been regenerated: ${stale.join(', ')}.\nCommit them.`);
  process.exit(1);
}
console.log('codegen: generated files are fresh');
