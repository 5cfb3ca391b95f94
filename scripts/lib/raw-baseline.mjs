// The benches' baseline (npm run bench): a raw node:http server answering every request with exactly the bytes of
// one of our answers, status line, headers and body, in a process of its own (raw-server.mjs), like the server
// under test.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './built-server.mjs';

const RAW_SERVER = new URL('./raw-server.mjs', import.meta.url).pathname;

/** Headers node:http writes itself (or that depend on the body's framing): not copied to the raw server. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * Starts the raw server with this body and these headers; resolves to its URL and a close function (also run at
 * the script's clean-up). Run inside the bench's own process it shared an event loop with autocannon and answered
 * slower than it can, which flattered the ratio (up to 1.2x raw on large bodies); sending only Content-Type it had
 * ~750 bytes less to write per answer than we do (the security headers), which measured the size of the headers,
 * not the server (ratio 0.44 vs 0.6 on autocomplete).
 */
export async function startRaw(body, headers) {
  const dir = mkdtempSync(join(tmpdir(), 'sf-bench-raw-'));
  const file = join(dir, 'body');
  writeFileSync(file, body);
  const kept = Object.fromEntries([...headers].filter(([name]) => !OWN_HEADERS.has(name)));
  const child = spawn(process.execPath, [RAW_SERVER, file, JSON.stringify(kept)], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const close = () => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  onCleanup(close);
  const port = await new Promise((done, fail) => {
    child.stdout.once('data', (d) => done(Number(String(d).trim())));
    child.once('exit', (code) => fail(new Error(`raw server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, close };
}

/** startRaw with the bytes and headers of the answer at `url` (asked as autocannon asks: no Accept-Encoding). */
export async function startRawLike(url) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { ...(await startRaw(body, res.headers)), bytes: body.length };
}
