import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = path.join(import.meta.dirname, 'client/src/features');
const features = fs.existsSync(FEATURES_DIR)
  ? fs.readdirSync(FEATURES_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  : [];
const MOVE_DOWN = 'move what several features use down to client/src/components or client/src/lib';

/**
 * Import zones, as bulletproof-react holds them: a feature imports no other feature, and the shared
 * components and lib import no feature and not the app.
 */
const importZones = [
  ...features.map(({ name }) => ({
    files: [`client/src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@client/features/(?!${name}/)`,
              message: `Features do not import each other: ${MOVE_DOWN}.`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['client/src/components/**/*.{ts,tsx}', 'client/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@client/(features|app)/',
              message: 'Shared components and lib import no feature and not the app.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...importZones,
  {
    files: ['scripts/**', 'bench/**', 'server/src/cli/**', 'tests/helpers/global-setup.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
