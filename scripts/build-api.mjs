#!/usr/bin/env node
// Builds the API into <SF_DIST or dist>/api and copies the embedded catalog beside the compiled importer,
// so a build folder runs on its own.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const outDir = join(process.env.SF_DIST ?? 'dist', 'api');
// A clean folder: files compiled from sources deleted since the last build would otherwise stay in it.
rmSync(outDir, { recursive: true, force: true });
const tsc = spawnSync('npx', ['tsc', '-p', 'api/tsconfig.build.json', '--outDir', outDir], {
  stdio: 'inherit',
});
if (tsc.status !== 0) process.exit(tsc.status ?? 1);
const data = 'catalog/sources/embedded/data';
cpSync(join('api/src', data), join(outDir, data), { recursive: true });
