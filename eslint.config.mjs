// Lint: typescript-eslint + react-hooks, and the one-way imports of docs/architecture:
// shared (components, lib) -> features -> app; a feature never imports another feature;
// the client imports only types from api/src/contract; the API never imports the client.
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
  { target: './client/lib', from: ['./client/features', './client/app', './client/components'] },
  { target: './client/components', from: ['./client/features', './client/app'] },
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
      'tests/fixtures/**',
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
);
