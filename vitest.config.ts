import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import swc from 'unplugin-swc';

// Projects: api (Nest through HTTP on real databases), client (jsdom), e2e (real Chromium on the built site).

/** One worker per core, at least two. */
const WORKERS = Math.max(2, availableParallelism());

/**
 * The browser files that take longest (docs/testing.md's profile), longest first. Workers take files from one
 * queue in order, so the long ones start first and the short ones fill in behind them: a long file taken last
 * would run alone at the end with the other core idle (the journeys walk did, ~100 s). Vitest orders by the last
 * run's durations when it has them (never on a fresh clone, where it falls back to file size); this list is the
 * fresh clone's order. It decides only when a file starts, never what it checks.
 */
const SLOW_FIRST = [
  'tests/e2e/journeys.test.ts', // one test, so it cannot be shared out: first
  'tests/e2e/i18n-screens.test.ts',
  'tests/e2e/offline.test.ts',
  'tests/e2e/valid-html.test.ts',
  'tests/e2e/i18n-routes.test.ts',
  'tests/e2e/overflow.test.ts',
  'tests/e2e/first-hour-my-services.test.ts',
  'tests/e2e/site-home.test.ts',
  'tests/e2e/title.test.ts',
];

class SlowFirstSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = SLOW_FIRST.indexOf(relative(f.project.config.root, f.moduleId));
      return i < 0 ? SLOW_FIRST.length : i;
    };
    // Array.prototype.sort is stable: files of other projects and of no rank keep vitest's order.
    return sorted.sort((a, b) =>
      a.project.name === b.project.name && a.project.name === 'e2e' ? rank(a) - rank(b) : 0,
    );
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        plugins: [swc.vite({ module: { type: 'es6' } })],
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Nest, TypeORM and the drivers load once per worker instead of once per file (imports 49 s -> 5 s,
          // the project 197 s -> 115 s here). Each file builds its own app and database (fresh SQLite files, fresh
          // PostgreSQL databases, its own Redis key prefix and free ports), sets no env, mocks no module, and the
          // project passes with its files shuffled (vitest --sequence.shuffle.files).
          isolate: false,
          // One file per core, beside the client project's (one pool for both: equal maxWorkers). With one
          // worker the two projects ran one after the other, and once the check and build lanes had ended
          // (scripts/test.mjs) one core idled while the API files mostly waited on their databases.
          maxWorkers: WORKERS,
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
          maxWorkers: WORKERS,
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
          // Playwright, Vitest and the harness load once per worker instead of once per file (the step's "import"
          // was 44 s summed over 58 files). Files share no module state but the harness's (support/harness.ts:
          // which shared server and browser are the worker's); each sets up its server, browser connection and
          // contexts itself.
          isolate: false,
          // One file per core (at least two): a file spends much of its time waiting on its server and browser,
          // so two share a 2-core machine (the step 930-950 s -> ~350-450 s here). Three on two cores gained
          // little (~410 s) and loaded the machine past what timing-sensitive tests should see. The global setup
          // starts one browser and one shared site server per worker. The journeys walk runs among the others,
          // first (SLOW_FIRST).
          maxWorkers: WORKERS,
        },
      },
    ],
  },
});
