// Runs once before the browser tests: checks the build exists and imports the embedded catalog into a
// template data folder that each test's server copies (so each test starts from the same fresh database).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';
import { DIST, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDataDir: string;
    /** One browser per worker (index VITEST_POOL_ID - 1), shared by the files that worker runs. */
    browserEndpoints: string[];
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
  const browsers = await Promise.all(Array.from({ length: workers }, () => launchBrowserServer()));
  project.provide(
    'browserEndpoints',
    browsers.map((b) => b.wsEndpoint()),
  );
  return async () => {
    await Promise.all(browsers.map((b) => b.close()));
    rmSync(dir, { recursive: true, force: true });
  };
}
