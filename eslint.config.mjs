// Lint: typescript-eslint + react-hooks, and the one-way imports of docs/architecture.md:
// shared (components, lib) -> api (one query module per /api endpoint) -> features -> app; a feature never
// imports another feature;
// the client imports only types from api/src/contract, except its pure runtime modules (contract/slug.ts, routes.ts, locales.ts, dates.ts, title-match.ts, rating-scale.ts, title-head.ts, head-texts.ts, genre-names.ts); the API
// never imports the client. Type-aware rules (floating and misused promises) run on api/src, client and scripts/*.ts,
// the code that ships; tests are linted without types (faster, and test promises are awaited by the runner).
// max-lines 250 is a warning that `npm run lint` (--max-warnings 0) turns into a failure; type-only contract files
// are exempt.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const featureDir = './client/features';
const features = existsSync(featureDir)
  ? readdirSync(featureDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const zones = [
  {
    target: './client/lib',
    from: ['./client/features', './client/app', './client/components', './client/api'],
  },
  { target: './client/components', from: ['./client/features', './client/app', './client/api'] },
  {
    target: './client/api',
    from: ['./client/features', './client/app', './client/components'],
    message: 'client/api holds only query modules (fetcher + key + queryOptions) built on client/lib.',
  },
  { target: './client/features', from: './client/app' },
  { target: './client', from: './api', except: ['./src/contract'] },
  { target: './api', from: './client' },
  ...features.map((name) => ({
    target: `${featureDir}/${name}`,
    from: featureDir,
    except: [`./${name}`],
    message:
      'A feature never imports another feature: move the shared piece to client/components or client/lib.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist*/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      // Fixture data (TMDB examples, the OpenAPI description) is third-party JSON; fixture code is linted.
      'tests/fixtures/**/*.json',
      'dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        localStorage: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
      },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  {
    // Nest decorators need the runtime class in emitted metadata: a type-only import would break DI.
    files: ['api/**/*.ts', 'tests/api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['api/src/**/*.ts', 'client/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['api/src/**/*.ts', 'client/**/*.{ts,tsx}'],
    ignores: ['api/src/contract/**'],
    rules: { 'max-lines': ['warn', { max: 250, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@chakra-ui/react(/|$)',
              allowTypeImports: true,
              message:
                "Import Chakra through client/lib/chakra.ts: it loads the theme first, and keeps Chakra's code out of the entry.",
            },
            {
              regex:
                '(^|/)api/src/contract(/(?!(slug|routes|locales|dates|summary|title-match|rating-scale|title-head|head-texts|genre-names)$)[^/]+)?$',
              allowTypeImports: true,
              message:
                'The client imports only types from the contract, and at runtime only its pure modules slug.ts, routes.ts, locales.ts, dates.ts, summary.ts, title-match.ts, rating-scale.ts, title-head.ts, head-texts.ts and genre-names.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // The theme and the barrel are Chakra's way in; the root provider is Chakra's context only (no theme).
    files: ['client/lib/theme.ts', 'client/lib/chakra.ts', 'client/app/providers.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
);
