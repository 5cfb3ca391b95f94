import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import swc from 'unplugin-swc';

// Three projects: api (Nest through HTTP on real databases), client (jsdom), e2e (real Chromium on the built site).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [swc.vite({ module: { type: 'es6' } })],
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // Nest, TypeORM and the drivers load once for all files instead of once per file (imports 49 s -> 5 s,
          // the project 197 s -> 115 s here). Each file builds its own app and database, sets no env, mocks no
          // module, and the project passes with its files shuffled (vitest --sequence.shuffle.files).
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          // One jsdom per worker instead of one per file: 86 s -> 12 s here. Files must not lean on each
          // other's leftovers: tests/client/setup.ts resets the DOM, storage and timers after each test, and
          // the suite passes in shuffled orders (vitest --sequence.shuffle).
          pool: 'threads',
          isolate: false,
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/client/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Two files at a time: each starts its own server and browser and spends most of its time waiting on
          // them, so two share this machine's two cores (the step 930-950 s -> ~440 s here). Three gained
          // little (~410 s) and loaded the machine past what timing-sensitive tests should see.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
