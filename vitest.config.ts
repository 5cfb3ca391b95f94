import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import swc from 'unplugin-swc';

// Projects: api (Nest through HTTP on real databases), client (jsdom), e2e and e2e-journeys (real Chromium on the
// built site).
const JOURNEYS = 'tests/e2e/journeys.test.ts';
/** The browser tests' settings (two projects: the files two at a time, then the journeys walk alone). */
const e2e = {
  environment: 'node' as const,
  include: ['tests/e2e/**/*.test.ts'],
  globalSetup: ['tests/e2e/support/global-setup.ts'],
  testTimeout: 120_000,
  hookTimeout: 180_000,
  fileParallelism: false,
  // Playwright, Vitest and the harness load once per worker instead of once per file (the step's "import" was
  // 44 s summed over 58 files). Files share no module state but the harness's (support/harness.ts: which shared
  // server and browser are the worker's); each sets up its server, browser connection and contexts itself.
  isolate: false,
};

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
          ...e2e,
          name: 'e2e',
          exclude: [JOURNEYS],
          // One file per core (at least two): a file spends much of its time waiting on its server and browser,
          // so two share a 2-core machine (the step 930-950 s -> ~350-450 s here). Three on two cores gained
          // little (~410 s) and loaded the machine past what timing-sensitive tests should see. The global setup
          // starts one browser and one shared site server per worker.
          fileParallelism: true,
          maxWorkers: Math.max(2, availableParallelism()),
          sequence: { groupOrder: 0 },
        },
      },
      {
        // The journeys walk (156 clicks in one tab, the longest file) runs after the others, on its own.
        test: { ...e2e, name: 'e2e-journeys', include: [JOURNEYS], sequence: { groupOrder: 1 } },
      },
    ],
  },
});
