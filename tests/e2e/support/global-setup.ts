// Runs once before the browser tests: checks the build exists and imports the embedded catalog into a
// template data folder that each test's server copies (so each test starts from the same fresh database). Then
// one browser and one site server (on a copy of the template) per worker, shared by the files that worker runs
// (issue 44: a server start costs ~3 s of CPU and a file's first seconds; most files only read the catalog).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';
import { DIST, removeDir, startServer } from './server';

/**
 * The shared servers' write budgets: each file used to have a server, and so a budget, of its own; the files of a
 * worker now send their page views (and list matches) to one server from one address within the same minutes.
 * The budgets themselves are tested on servers of their own (offline-ratings-limit, tests/api/write-limits).
 */
const SHARED_BUDGETS = {
  RATE_LIMIT_EVENTS: '100000',
  RATE_LIMIT_MATCH: '100000',
  RATE_LIMIT_WATCHLIST: '100000',
  RATE_LIMIT_RATINGS: '100000',
  RATE_LIMIT_ALERTS: '100000',
};

declare module 'vitest' {
  export interface ProvidedContext {
    templateDataDir: string;
    /** One browser per worker (index VITEST_POOL_ID - 1), shared by the files that worker runs. */
    browserEndpoints: string[];
    /** One site server per worker (index VITEST_POOL_ID - 1): what setupSite() gives a file by default. */
    siteServers: { url: string; port: number; dataDir: string }[];
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(DIST, 'api', 'main.js')) || !existsSync(join(DIST, 'client', 'index.html'))) {
    throw new Error(`No build in ${DIST}: run \`npm run build\` (or SF_DIST=... npm run build) first.`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'sf-e2e-template-'));
  const server = await startServer({ dataDir: dir });
  await server.stop();
  project.provide('templateDataDir', dir);
  // Browser once per worker instead of once per file: each file connects to its worker's and isolates its tests
  // in contexts, as it did in a browser of its own.
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  console.log(`[e2e setup] ${project.name}: ${workers} browser(s)`);
  const [browsers, servers] = await Promise.all([
    Promise.all(Array.from({ length: workers }, () => launchBrowserServer())),
    Promise.all(
      Array.from({ length: workers }, () => startServer({ fromDataDir: dir, env: SHARED_BUDGETS })),
    ),
  ]);
  project.provide(
    'browserEndpoints',
    browsers.map((b) => b.wsEndpoint()),
  );
  project.provide(
    'siteServers',
    servers.map(({ url, port, dataDir }) => ({ url, port, dataDir })),
  );
  return async () => {
    await Promise.all([...browsers.map((b) => b.close()), ...servers.map((s) => s.stop())]);
    for (const s of servers) removeDir(s.dataDir);
    rmSync(dir, { recursive: true, force: true });
  };
}
