import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
    },
  },
  {
    // contracts and rules import nothing of ours (ARCHITECTURE §2).
    files: ['contracts/**/*.ts', 'rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@cs/*',
            '../../backend/*',
            '../../console/*',
            '../../twin/*',
            '../../contracts/*',
            '../../rules/*',
          ],
        },
      ],
    },
  },
  {
    // The twin imports nothing of ours; the console imports no server code (ARCHITECTURE §2).
    files: ['twin/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@cs/backend*', '@cs/console*', '../../backend/*', '../../console/*'] },
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
