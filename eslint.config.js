// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Both apps' password fields name their show/hide toggle by what it does now (Show or Hide).
const appPaths = [
  {
    name: '@mantine/core',
    importNames: ['PasswordInput'],
    message: "Use PasswordInput from '@toolbox/web/password-input': its toggle says Show or Hide.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'scripts/*.d.mts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without it import-x reads no TypeScript file, and no-cycle sees no cycle at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Service workers served as they are, outside the bundle.
    files: ['apps/*/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // Boundaries (ARCHITECTURE.md): domain imports only zod; client only domain; apps never import each other.
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!zod$|\\.{1,2}/)', message: 'packages/domain imports only zod.' },
          ],
        },
      ],
    },
  },
  {
    // zod's configuration (the domain's sentences) must travel with every schema into a bundle.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts', 'packages/domain/src/internal/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Schemas take z from './internal/zod', which configures it.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/client/src/**/*.ts'],
    ignores: ['packages/client/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|@toolbox/domain(/[a-z-]+)?$|tus-js-client$|hash-wasm$|\\.{1,2}/)',
              message:
                'packages/client imports only domain and zod, plus the upload protocol (tus-js-client) and its hashing (hash-wasm).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@toolbox/portal', '@toolbox/client', '**/portal/**'],
              message: 'Apps never import each other.',
            },
          ],
        },
      ],
    },
  },
  // The server's layers (docs/architecture.md): routes → services → repositories → db.
  {
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/*.repository', '**/db/**', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Routes call services; only repositories touch the database.',
            },
            {
              group: ['@toolbox/portal', '@toolbox/toolbox'],
              message: 'Apps never import each other.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fastify',
              importNames: ['FastifyRequest', 'FastifyReply'],
              message: 'Services never see the request: routes pass plain values.',
            },
          ],
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              allowTypeImports: true,
              message: 'Only repositories query the database; services call them.',
            },
            { group: ['**/*.routes'], message: 'Services never import routes.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/modules/**'], message: 'lib/ never imports a feature module.' }],
        },
      ],
    },
  },
  {
    // Shared React pieces for both apps: React, Mantine, toasts, icons, domain and client only,
    // and pdf.js for the PDF pages both apps show (issue #22).
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(?!react$|react-dom/client$|@mantine/core$|react-hot-toast$|lucide-react$|pdfjs-dist($|/)|@toolbox/domain(/[a-z-]+)?$|@toolbox/client(/[a-z-]+)?$|\\.{1,2}/)',
              message:
                'packages/web imports only React, Mantine, toasts, icons, pdf.js, domain and client; never an app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.test.{ts,tsx}', 'packages/web/src/test/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: appPaths,
          patterns: [
            {
              group: ['@toolbox/server', '**/server/**', '**/packages/**'],
              message: 'Apps never import each other; packages are imported by name.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/toolbox/src/**/*.{ts,tsx}'],
    ignores: ['apps/toolbox/src/sw/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: appPaths,
          patterns: [
            {
              group: [
                '@toolbox/server',
                '@toolbox/portal',
                '**/server/**',
                '**/portal/**',
                '**/packages/**',
              ],
              message: 'Apps never import each other; packages are imported by name.',
            },
          ],
        },
      ],
    },
  },
  {
    // The toolbox's service worker, bundled by vite-plugin-pwa.
    files: ['apps/toolbox/src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // Features don't import each other (docs/architecture.md): one block per feature folder of each
  // app forbids reaching into any other feature, by a climbing path or by the @/ alias. Shared
  // pieces go to components/ or lib/.
  ...[
    { app: 'portal', appImports: ['@toolbox/server', '**/server/**', '**/packages/**'] },
    {
      app: 'toolbox',
      appImports: [
        '@toolbox/server',
        '@toolbox/portal',
        '**/server/**',
        '**/portal/**',
        '**/packages/**',
      ],
    },
  ].flatMap(({ app, appImports }) => {
    const fs = process.getBuiltinModule('node:fs');
    const root = `apps/${app}/src/features`;
    const features = fs.existsSync(new URL(root, import.meta.url))
      ? fs
          .readdirSync(new URL(root, import.meta.url), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
      : [];
    const message =
      "Features don't import each other's internals; share through components/ or lib/.";
    return features.map((feature) => ({
      files: [`${root}/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: appPaths,
            patterns: [
              { regex: '^(\\.\\./){2,}[a-z-]+/(api|components)/', message },
              { regex: `^@/features/(?!${feature}/)`, message },
              { group: appImports, message: 'Apps never import each other.' },
            ],
          },
        ],
      },
    }));
  }),
  {
    // The toolbox imports its own files as @/… (tsconfig.json paths): the import checks resolve
    // that alias as Vite does, and read .ts/.tsx files, without which no-cycle sees no TypeScript.
    files: ['apps/toolbox/src/**/*.{ts,tsx}'],
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
          alias: { '@': [new URL('apps/toolbox/src', import.meta.url).pathname] },
        }),
      ],
    },
  },
);
