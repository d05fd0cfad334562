// `npm run bench [name]`: runs every bench/*.ts and bench/<folder>/index.ts (or those whose name contains
// [name]) with tsx on this Node, one after the other; each script prints its own table. Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const all = readdirSync(dir, { withFileTypes: true })
  .flatMap((e) =>
    e.isFile() && e.name.endsWith('.ts')
      ? [e.name]
      : e.isDirectory() && existsSync(path.join(dir, e.name, 'index.ts'))
        ? [`${e.name}/index.ts`]
        : [],
  )
  .sort();
const scripts = all.filter((f) => f.includes(filter));
if (scripts.length === 0) {
  console.error(`no bench script matches "${filter}"; available: ${all.join(', ')}`);
  process.exit(1);
}
let failed = 0;
for (const script of scripts) {
  console.log(`\n== ${script} ==`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, script)], {
    stdio: 'inherit',
    cwd: path.dirname(dir),
  });
  if (result.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
