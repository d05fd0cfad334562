// `npm run test:unit`: every workspace's tests in one Vitest run (the console's stories excluded: their own step),
// so the two cores stay busy across workspaces instead of one small run after the other. Each project keeps its
// own config (backend/vitest.config.ts, console/vitest.config.ts's 'unit'); folders without one run with defaults.
// test:unit passes --maxWorkers=2 on the command line: Vitest's default on a 2-core machine is one worker
// (cores - 1), and set here it would not reach the projects with a config file of their own (Vitest then refuses
// projects with different worker counts in one run).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'contracts',
      'rules',
      { test: { name: 'twin', root: 'twin', testTimeout: 30_000 } },
      'backend',
      'console',
      // The mocks' own tests (demo-twin.test.ts compares the demo mock with the twin); component tests use the
      // mocks from the console's project.
      { test: { name: 'mocks', root: 'mocks' } },
      // The runner's tests start the real backend (runner/phones.test.ts): resolve graphql like Node does, as the
      // backend's own config explains (one graphql realm), and hash at the backend tests' lower scrypt factor.
      {
        resolve: { conditions: ['module', 'node'] },
        ssr: { resolve: { conditions: ['module', 'node'] } },
        test: { name: 'scenarios', root: 'scenarios', env: { CS_TEST_SCRYPT_LOG2N: '12' } },
      },
    ],
  },
});
