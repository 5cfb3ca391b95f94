// nginx in front of the built server (issue #43, "HTTP for pages as for /api": deploy/nginx/streamfinder.conf,
// scripts/lib/nginx.mjs as `npm run start:proxy` starts it): a repeated page is served from nginx's cache, its
// ETag answered with 304 there; a page is kept per country (the saved choice, else the detection header), never
// one country's page for another's visitor; and /api answers of a visitor's own are never cached nor mixed
// between visitors, while public catalog reads are cached as their Cache-Control allows.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type RunningNginx } from '../../scripts/lib/nginx.mjs';
import { startTemplateServer } from './support/harness';
import { freePort, type RunningServer } from './support/server';

let server: RunningServer;
let nginx: RunningNginx;
beforeAll(async () => {
  server = await startTemplateServer();
  nginx = await startNginx({ port: await freePort(), upstreams: [`127.0.0.1:${server.port}`] });
});
afterAll(async () => {
  await nginx?.stop();
  if (nginx) rmSync(nginx.prefix, { recursive: true, force: true });
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(nginx.url + path, { headers: { 'accept-encoding': 'br', ...headers } });

/** The country a page was rendered for (its data for hydration, page-renderer.ts). */
async function pageCountry(res: Response): Promise<string | undefined> {
  const html = await res.text();
  return /<script type="application\/json" id="sf-state">\{"country":"([A-Z]{2})"/.exec(html)?.[1];
}

describe('nginx in front of the server', () => {
  it('serves a repeated page from its cache, with the same bytes and ETag, and 304 on that ETag', async () => {
    const first = await get('/faq');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    const firstBody = Buffer.from(await first.arrayBuffer());
    const second = await get('/faq');
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(Buffer.from(await second.arrayBuffer()).equals(firstBody)).toBe(true);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(second.headers.get('etag')).toBe(etag);
    expect(second.headers.get('content-encoding')).toBe('br');

    const revalidated = await get('/faq', { 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('x-cache-status')).toBe('HIT');
  });

  it('keeps a page per country: the saved choice, else the detection header', async () => {
    const us = await get('/movies/fight-club', { 'cf-ipcountry': 'US' });
    expect(us.headers.get('x-cache-status')).toBe('MISS');
    expect(await pageCountry(us)).toBe('US');
    expect((await get('/movies/fight-club', { 'cf-ipcountry': 'US' })).headers.get('x-cache-status')).toBe(
      'HIT',
    );

    const detected = await get('/movies/fight-club', { 'cf-ipcountry': 'FR' });
    expect(detected.headers.get('x-cache-status')).toBe('MISS');
    expect(await pageCountry(detected)).toBe('FR');

    const saved = await get('/movies/fight-club', { 'cf-ipcountry': 'US', cookie: 'sf_country=DE' });
    expect(saved.headers.get('x-cache-status')).toBe('MISS');
    expect(await pageCountry(saved)).toBe('DE');
    const savedAgain = await get('/movies/fight-club', { 'cf-ipcountry': 'US', cookie: 'sf_country=DE' });
    expect(savedAgain.headers.get('x-cache-status')).toBe('HIT');
    expect(await pageCountry(savedAgain)).toBe('DE');
  });

  it('caches public catalog reads as their Cache-Control allows', async () => {
    expect((await get('/api/movie/550?region=US')).headers.get('x-cache-status')).toBe('MISS');
    expect((await get('/api/movie/550?region=US')).headers.get('x-cache-status')).toBe('HIT');
  });

  it("never caches nor mixes a visitor's own /api answers, and passes every write to the server", async () => {
    const visitors = [
      { session: randomUUID(), type: 'movie', id: 550 },
      { session: randomUUID(), type: 'tv', id: 1399 },
    ];
    for (const v of visitors) {
      for (let i = 0; i < 2; i++) {
        const put = await fetch(`${nginx.url}/api/watchlist/${v.type}/${v.id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'x-streamfinder-session': v.session },
          body: JSON.stringify({ session_id: v.session }),
        });
        expect(put.status).toBeLessThan(300);
        expect(put.headers.get('x-cache-status')).not.toBe('HIT');
      }
    }
    // Each visitor, asking twice (by header and by query), gets their own list: never the other's, never a HIT.
    for (let round = 0; round < 2; round++) {
      for (const v of visitors) {
        for (const res of [
          await get('/api/watchlist', { 'x-streamfinder-session': v.session }),
          await get(`/api/watchlist?sessionId=${v.session}`),
        ]) {
          expect(res.status).toBe(200);
          expect(res.headers.get('x-cache-status')).not.toBe('HIT');
          const body = await res.text();
          const other = visitors.find((o) => o !== v)!;
          expect(body).toContain(`"id":${v.id}`);
          expect(body).not.toContain(`"id":${other.id}`);
        }
      }
    }
  });
});
