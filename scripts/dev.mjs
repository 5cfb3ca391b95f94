#!/usr/bin/env node
// `npm run dev`: the API on :3001 (TypeScript watch build + node --watch) and Vite on :5173 proxying /api to it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const children = [];
function start(cmd, args, env = {}) {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) shutdown(code);
  });
  return child;
}
function shutdown(code = 0) {
  for (const c of children) c.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

// One full API build first: it also copies the embedded catalog beside the compiled importer.
const first = spawnSync(process.execPath, ['scripts/build-api.mjs'], { stdio: 'inherit' });
if (first.status !== 0) process.exit(first.status ?? 1);
start('npx', ['tsc', '-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput']);
const waitForBuild = setInterval(() => {
  if (!existsSync('dist/api/main.js')) return;
  clearInterval(waitForBuild);
  start(process.execPath, ['--watch', 'dist/api/main.js'], { PORT: process.env.API_PORT ?? '3001' });
  start('npx', ['vite']);
}, 500);
