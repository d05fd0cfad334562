import { defineConfig } from 'vitest/config';

// graphql 17 ships a separate development build under the 'development' export condition. Vite adds
// that condition to our own imports while Node loads the dependencies (yoga, graphql-tools) without
// it: two graphql realms, and "Cannot use GraphQLNonNull from another module". Resolve like Node does.
const nodeConditions = ['module', 'node'];

export default defineConfig({
  resolve: { conditions: nodeConditions },
  ssr: { resolve: { conditions: nodeConditions } },
  test: {
    include: ['src/**/*.test.ts'],
    // Logins run real scrypt; on a shared 2-core machine one at N = 2^17 can take a second. The tests hash at
    // N = 2^12 (auth/password.ts scryptLog2N; password.test.ts checks that production ignores this).
    env: { CS_TEST_SCRYPT_LOG2N: '12' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // One module graph per worker instead of one per test file: the files start their own servers and share no
    // module state, and the backend's import (graphql, yoga, the schema) was a third of the run (376 s -> ~140 s).
    isolate: false,
  },
});
