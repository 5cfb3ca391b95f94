// The build's identity (client/lib/app-version.ts, __APP_VERSION__): package.json's version and a hash of what
// the client is built from, never the clock, so two builds of the same sources are byte-identical (issue 34,
// scripts/build-twice.mjs) and a deploy that changes nothing in the client keeps every asset name and the
// visitors' persisted query cache (docs/decisions.md #19). SF_BUILD_ID, when set, names the build instead of the
// hash (a deploy pipeline's own label; the update test builds a "new release" of the same sources with it).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What the client build reads: its sources, the API contract it imports, the static files, the build's plugins
 * and configuration, and the locked dependencies.
 */
export const CLIENT_INPUTS = [
  'client',
  'api/src/contract',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
];

/** SHA-256 over the relative path and bytes of every file of `inputs` (folders walked in name order). */
export function sourceHash(inputs = CLIENT_INPUTS, base = root) {
  const hash = createHash('sha256');
  const add = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name));
      return;
    }
    const bytes = readFileSync(path);
    hash.update(`${relative(base, path).split('\\').join('/')}\0${bytes.length}\0`);
    hash.update(bytes);
  };
  for (const input of inputs) add(join(base, input));
  return hash.digest('hex');
}

/** `<package version>+<SF_BUILD_ID or the first 12 hex digits of sourceHash()>`. */
export function appVersion(env = process.env) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return `${pkg.version}+${env.SF_BUILD_ID || sourceHash().slice(0, 12)}`;
}
