// `npm run test:unit`: every workspace's tests in one Vitest run (the console's stories excluded: their own step),
// so the two cores stay busy across workspaces instead of one small run after the other. Each project keeps its
// own config (backend/vitest.config.ts, console/vitest.config.ts's 'unit'); folders without one run with defaults.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1): the tests were written to run side by side
    // with a build or a browser, so both cores take test files.
    maxWorkers: 2,
    projects: [
      'contracts',
      'rules',
      { test: { name: 'twin', root: 'twin', testTimeout: 30_000 } },
      'backend',
      'console',
      { test: { name: 'scenarios', root: 'scenarios' } },
    ],
  },
});
