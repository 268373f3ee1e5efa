import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder of src/features is a feature (src/app/modules.ts lists their modules).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports flow one way: shared (components, config, lib) -> features -> app. src/testing is test
// infrastructure and may render the whole app.
const architectureZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features must not import each other; compose them in src/app.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features must not import from src/app.',
  },
  {
    target: ['./src/components', './src/config', './src/lib'],
    from: ['./src/features', './src/app'],
    message: 'Shared code must not import features or the app.',
  },
];

// File names are kebab-case (`waitlist-form.tsx`); dotted suffixes such as `.test` and `.config` are fine.
const kebabCaseFiles = {
  meta: { type: 'suggestion', schema: [], messages: { kebab: 'File name "{{name}}" must be kebab-case.' } },
  create(context) {
    const name = context.filename.split(/[\\/]/).pop() ?? '';
    const stem = name.split('.')[0] ?? '';
    return {
      Program(node) {
        if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(stem)) context.report({ node, messageId: 'kebab', data: { name } });
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'src/lib/api-types.ts'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      'import-x': importX,
      'react-hooks': reactHooks,
      sangam: { rules: { 'kebab-case-files': kebabCaseFiles } },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'sangam/kebab-case-files': 'error',
      'import-x/no-restricted-paths': ['error', { zones: architectureZones }],
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./', message: 'Use the @/ alias instead of climbing out of a folder.' },
            { regex: '(^|/)index(\\.tsx?)?$', message: 'No barrel files.' },
          ],
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // A module.ts is in the entry chunk (src/app/modules.ts): its screens are import()ed, never imported.
    files: ['src/features/*/module.ts', 'src/app/app-module.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!@/config/paths$)',
              allowTypeImports: true,
              message: 'A module.ts imports only types and @/config/paths; load code with import() so the public pages do not carry it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**', 'scripts/**', '*.config.{ts,js}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
