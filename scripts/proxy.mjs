#!/usr/bin/env node
// `npm run start:proxy`: nginx (deploy/nginx/streamfinder.conf) on PROXY_PORT (default 8080) in front of
// `npm run start:cluster`'s CLUSTER_SIZE instances on PORT, PORT+1... (scripts/cluster.mjs, started here as a
// child with the same environment). Pages and public /api reads come from nginx's cache while the server's
// Cache-Control allows it (X-Cache-Status says which); a visitor's own requests always reach an instance
// (README, "Behind nginx or a CDN"). Ctrl+C stops nginx, then the instances.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startNginx } from './lib/nginx.mjs';

const proxyPort = Number(process.env.PROXY_PORT ?? 8080);
const basePort = Number(process.env.PORT ?? 3000);
const size = Number(process.env.CLUSTER_SIZE ?? 2);

const cluster = spawn(process.execPath, ['scripts/cluster.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] });
let nginx;
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await nginx?.stop();
  if (nginx) rmSync(nginx.prefix, { recursive: true, force: true });
  cluster.kill('SIGTERM');
  cluster.once('exit', () => process.exit(code));
  if (cluster.exitCode !== null) process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
cluster.on('exit', (code) => {
  if (!stopping) {
    console.error(`the cluster stopped (${code}); stopping nginx`);
    void stop(code ?? 1);
  }
});

// nginx starts once cluster.mjs says every instance is healthy (its last line).
cluster.stdout.on('data', async (d) => {
  process.stdout.write(d);
  if (nginx || !/instances on http/.test(d.toString())) return;
  const upstreams = Array.from({ length: size }, (_, i) => `127.0.0.1:${basePort + i}`);
  try {
    nginx = await startNginx({
      port: proxyPort,
      upstreams,
      geoHeader: process.env.GEO_COUNTRY_HEADER,
      host: process.env.PROXY_HOST ?? '0.0.0.0',
    });
    nginx.process.stderr.pipe(process.stderr);
    console.log(
      `nginx on http://localhost:${proxyPort} in front of ${upstreams.join(', ')}; Ctrl+C stops all`,
    );
  } catch (err) {
    console.error(String(err));
    void stop(1);
  }
});
