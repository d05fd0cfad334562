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
    // Logins run real scrypt (N = 2^17); on a shared 2-core machine one can take a second.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // One module graph per worker instead of one per test file: the files start their own servers and share no
    // module state, and the backend's import (graphql, yoga, the schema) was a third of the run (376 s -> ~140 s).
    isolate: false,
  },
});
