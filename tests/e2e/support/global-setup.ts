// Runs once before the browser tests: checks the build exists and imports the embedded catalog into a
// template data folder that each test's server copies (so each test starts from the same fresh database).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DIST, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDataDir: string;
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
  return () => rmSync(dir, { recursive: true, force: true });
}
