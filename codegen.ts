import type { CodegenConfig } from '@graphql-codegen/cli';

// One codegen for every consumer (ARCHITECTURE §6): the SDL modules of the backend generate the
// backend's resolver types and the console's typed documents. Generated files are committed;
// `npm run codegen:check` (part of `npm test`) fails when they are stale.
const config: CodegenConfig = {
  schema: 'backend/src/modules/**/*.graphql',
  documents: ['console/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'backend/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.ts#GraphQLContext',
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
      },
    },
    'console/src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true },
    },
  },
};
export default config;
