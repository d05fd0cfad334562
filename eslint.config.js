import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { featureBoundaries } from './scripts/eslint/feature-boundaries.js';

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
    plugins: { cs: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'cs/feature-boundaries': 'error' },
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
    files: ['console/**/*.{ts,tsx}', 'mocks/**/*.ts', 'stories/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@cs/backend*', '@cs/twin*', '**/backend/src/*', '**/twin/src/*'] },
      ],
    },
  },
);
