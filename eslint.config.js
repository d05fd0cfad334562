import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { featureBoundaries } from './scripts/eslint/feature-boundaries.js';
import { layerBoundaries } from './scripts/eslint/layer-boundaries.js';

const cs = { rules: { 'feature-boundaries': featureBoundaries, 'layer-boundaries': layerBoundaries } };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/generated/**',
      'data/**',
      'storybook-static/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A cast to never silences every type check of the value: say what the value is instead.
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression[typeAnnotation.type='TSNeverKeyword']",
          message:
            'No `as never`: give the value its type (or narrow it) instead of switching the checks off.',
        },
        {
          selector: "TSTypeAssertion[typeAnnotation.type='TSNeverKeyword']",
          message: 'No `<never>` casts: give the value its type instead.',
        },
      ],
    },
  },
  {
    // Console features import no other feature (ARCHITECTURE §2); app/ composes them.
    files: ['console/src/features/**/*.{ts,tsx}'],
    plugins: { cs },
    rules: { 'cs/feature-boundaries': 'error' },
  },
  {
    // The console's platform and machinery (crud, ui) serve the features; app/ composes both (ARCHITECTURE §2). A
    // feature's page beside the admin lists is composed in app/screens.tsx, not in crud/screens.tsx. Their tests may
    // render inside app/'s providers.
    files: ['console/src/{platform,crud,ui}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { cs },
    rules: {
      'cs/layer-boundaries': [
        'error',
        {
          forbidden: [
            {
              dir: 'console/src/features',
              why: 'platform and machinery import no feature: app/ composes them',
            },
            {
              dir: 'console/src/app',
              why: 'platform and machinery import nothing of app/, which composes them',
            },
          ],
        },
      ],
    },
  },
  {
    // contracts is the leaf: it imports nothing of ours (ARCHITECTURE §2).
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@cs/*',
                '**/backend/**',
                '**/console/**',
                '**/twin/**',
                '**/rules/**',
                '**/scenarios/**',
                '**/mocks/**',
                '../../contracts/**',
              ],
              message: 'contracts imports nothing of ours (ARCHITECTURE §2).',
            },
          ],
        },
      ],
    },
  },
  {
    // rules -> contracts: the spec's rules speak the vocabulary and import nothing else of ours (ARCHITECTURE §2).
    files: ['rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@cs/*',
                '!@cs/contracts',
                '!@cs/contracts/**',
                '**/backend/**',
                '**/console/**',
                '**/twin/**',
                '**/scenarios/**',
                '**/mocks/**',
                '../../contracts/**',
                '../../rules/**',
              ],
              message: 'rules imports only @cs/contracts (ARCHITECTURE §2).',
            },
          ],
        },
      ],
    },
  },
  {
    // twin -> contracts <- backend: the twin imports nothing of ours but the contracts (ARCHITECTURE §2).
    files: ['twin/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@cs/*',
                '!@cs/contracts',
                '!@cs/contracts/**',
                '**/backend/**',
                '**/console/**',
                '**/rules/**',
                '**/scenarios/**',
                '**/mocks/**',
                '../../contracts/**',
              ],
              message: 'The twin imports only @cs/contracts (ARCHITECTURE §2).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['console/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@cs/backend*', '@cs/twin*', '**/backend/src/*', '**/twin/src/*'] },
      ],
    },
  },
  {
    // The demo mock runs the twin's device machines and button rules instead of a copy (mocks/demo-twin.ts, issue
    // 34 "mocks that cannot drift"): exactly these pure modules (XState machines and tables, no server code).
    // Its test compares the mock with the whole twin.
    files: ['mocks/**/*.ts'],
    ignores: ['mocks/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@cs/backend*', '**/backend/src/*', '**/twin/src/*'] },
            {
              regex:
                '^@cs/twin(?!/(devices/device-buttons|devices/shared/device-events|ward/catalog|ward/devices)$)',
              message:
                'mocks/ may import only the pure device rules of the twin (eslint.config.js), never server code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mocks/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@cs/backend*', '**/backend/src/*'] }],
    },
  },
  {
    // The backend meets the twin only where the start-up wiring composes them (ARCHITECTURE §2): the embedded twin
    // (backend/src/embedded-twin.ts) and the demo installation's seed, which is the twin's generated ward
    // (backend/src/seed/demo-*.ts); its tests run against the twin as the real peer. The scenarios drive the
    // backend from outside and are never imported.
    files: ['backend/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@cs/twin', '@cs/twin/*', '**/twin/src/**'],
              message:
                'The backend imports the twin only in its start-up wiring: backend/src/embedded-twin.ts, backend/src/seed/demo-*.ts (eslint.config.js).',
            },
            { group: ['**/scenarios/**'], message: 'The backend imports nothing of the scenarios.' },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/src/embedded-twin.ts', 'backend/src/seed/demo-*.ts', 'backend/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/scenarios/**'], message: 'The backend imports nothing of the scenarios.' },
          ],
        },
      ],
    },
  },
  {
    // Storage and the audit's redaction depend on no entity description: the registry imports every entity, and
    // every entity the auth rules (issue 34 layering). The secret fields come as a generated list
    // (backend/src/generated/secret-fields.ts).
    files: ['backend/src/repositories/**/*.ts', 'backend/src/store/**/*.ts', 'backend/src/auth/secrets.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/crud/registry.ts', '**/crud/entities/**'],
              message:
                'Storage and redaction import no entity description: read what codegen writes (backend/src/generated/).',
            },
            {
              group: ['@cs/twin', '@cs/twin/*', '**/twin/src/**', '**/scenarios/**'],
              message: 'The backend imports the twin only in its start-up wiring and the scenarios never.',
            },
          ],
        },
      ],
    },
  },
);
