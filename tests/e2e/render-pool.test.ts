// Rendering off the API's thread (issue #43): pages render on a pool of worker threads (page-worker.ts, piscina),
// so /api keeps answering on the main thread while a burst of cold pages renders, and the pool's queue is
// bounded: a page beyond it is answered at once with 503 and Retry-After (never kept by a shared cache), never
// a wait without bound or another 5xx.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerEntry, ServerFetch } from '../../api/src/contract/page-render';
import { startTemplateServer } from './support/harness';
import { DIST, removeDir, type RunningServer } from './support/server';

/** A title page's own heading (title-header.tsx): a rendered page, not the template or an error state. */
const TITLE_H1 = 'data-testid="title-heading"';

let roomy: RunningServer;
let tight: RunningServer;
beforeAll(async () => {
  [roomy, tight] = await Promise.all([
    // One render thread (this machine's count) with room for the whole burst, in length and in time (a loaded
    // CI machine takes more than the default 10 s wait for twelve cold renders two at a time),
    startTemplateServer({
      env: { PAGE_RENDER_THREADS: '1', PAGE_RENDER_QUEUE: '64', PAGE_RENDER_WAIT_MS: '120000' },
    }),
    // and one whose queue holds two: the burst overflows it.
    startTemplateServer({ env: { PAGE_RENDER_THREADS: '1', PAGE_RENDER_QUEUE: '2' } }),
  ]);
});
afterAll(async () => {
  for (const s of [roomy, tight]) {
    await s?.stop();
    if (s) removeDir(s.dataDir);
  }
});

/** Title pages from the sitemap, `skip` first ones left out (each server renders each once: cold). */
async function titlePages(server: RunningServer, count: number, skip = 0): Promise<string[]> {
  const root = await (await fetch(`${server.url}/sitemap.xml`)).text();
  const docs = root.includes('<sitemapindex')
    ? await Promise.all(
        [...root.matchAll(/<loc>([^<]+)<\/loc>/g)].map(async (m) =>
          (await fetch(m[1].replace(/^https?:\/\/[^/]+/, server.url))).text(),
        ),
      )
    : [root];
  const paths = docs.flatMap((d) =>
    [...d.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1]).pathname)
      .filter((p) => /^\/(movies|tv-shows)\/[^/]+$/.test(p)),
  );
  expect(paths.length).toBeGreaterThanOrEqual(skip + count);
  return paths.slice(skip, skip + count);
}

async function timed(url: string) {
  const started = performance.now();
  const res = await fetch(url);
  const body = await res.text();
  return { res, body, ms: performance.now() - started, done: performance.now() };
}

describe('page renders on worker threads', () => {
  it('keeps /api answering while a burst of cold title pages renders', async () => {
    const pages = await titlePages(roomy, 12);
    let rendering = true;
    const burst = Promise.all(pages.map((p) => timed(roomy.url + p))).finally(() => (rendering = false));
    const api: number[] = [];
    while (rendering) {
      const r = await timed(`${roomy.url}/api/movie/550?region=US`);
      expect(r.res.status).toBe(200);
      if (rendering) api.push(r.ms);
    }
    const done = await burst;
    for (const d of done) {
      expect(d.res.status).toBe(200);
      expect(d.body).toContain(TITLE_H1);
    }
    // Rendered on this thread, an /api answer waits for the render under way, one in between each (about one
    // per page); off it, they run freely beside the renders.
    expect(api.length).toBeGreaterThanOrEqual(3 * pages.length);
    expect(Math.max(...api)).toBeLessThan(Math.min(...done.map((d) => d.ms)));
  });

  it('answers a page beyond the full queue with 503 and Retry-After at once, never another 5xx', async () => {
    const pages = await titlePages(tight, 12, 12);
    const done = await Promise.all(pages.map((p) => timed(tight.url + p)));
    const statuses = done.map((d) => d.res.status);
    expect(
      statuses.every((s) => s === 200 || s === 503),
      statuses.join(),
    ).toBe(true);
    const rendered = done.filter((d) => d.res.status === 200);
    const refused = done.filter((d) => d.res.status === 503);
    // One thread renders two at a time (concurrentTasksPerWorker) and two wait: the rest are refused.
    expect(rendered.length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const d of rendered) expect(d.body).toContain(TITLE_H1);
    for (const d of refused) {
      expect(d.res.headers.get('retry-after')).toBe('2');
      expect(d.res.headers.get('cache-control')).toBe('no-store');
      // Never a blank screen: the app's shell, which the browser renders with its own reads.
      expect(d.res.headers.get('content-type')).toContain('text/html');
      expect(d.body).toContain('<html lang="en"');
      expect(d.body).toContain('<div id="root">');
      expect(d.body).toMatch(/<script type="module"[^>]*src="\/assets\/index-/);
    }
    // Refused without waiting for a render: before any page of the burst was rendered.
    expect(Math.max(...refused.map((d) => d.done))).toBeLessThan(Math.min(...rendered.map((d) => d.done)));
    // The pages refused render once the queue has room.
    const again = await timed(tight.url + pages[statuses.indexOf(503)]);
    expect(again.res.status).toBe(200);
    expect(again.body).toContain(TITLE_H1);
  });
});

describe('renders at once in one thread', () => {
  /** An api answering from `server` over HTTP, each read noted in `seen` and answered after `delayMs`. */
  const api =
    (server: RunningServer, seen: string[], delayMs: number): ServerFetch =>
    async (path) => {
      seen.push(path);
      await new Promise((r) => setTimeout(r, delayMs));
      const res = await fetch(server.url + path, { headers: { accept: 'application/json' } });
      return new Response(res.status === 204 ? null : await res.text(), {
        status: res.status,
        headers: { 'content-type': res.headers.get('content-type') ?? 'application/json' },
      });
    };

  it("each read through its own render's api (a worker's port closes with its task)", async () => {
    // A render worker runs two renders at once (concurrentTasksPerWorker), each with its own api (its task's
    // port). Driven here directly: the first render's reads are slower, so the second one finishes first.
    process.env.NODE_ENV ??= 'production';
    const entry = (await import(pathToFileURL(join(DIST, 'server', 'entry-server.mjs')).href)) as ServerEntry;
    const slow: string[] = [];
    const fast: string[] = [];
    const [a, b] = await Promise.all([
      entry.render({
        url: '/movies/fight-club',
        country: 'US',
        origin: roomy.url,
        api: api(roomy, slow, 150),
      }),
      entry.render({
        url: '/tv-shows/game-of-thrones',
        country: 'US',
        origin: roomy.url,
        api: api(roomy, fast, 0),
      }),
    ]);
    expect(slow).toContain('/api/slug/movie/fight-club');
    expect(fast).toContain('/api/slug/tv/game-of-thrones');
    expect(fast.some((p) => p.includes('fight-club') || p.startsWith('/api/movie/'))).toBe(false);
    expect(slow.some((p) => p.includes('game-of-thrones') || p.startsWith('/api/tv/'))).toBe(false);
    for (const page of [a, b]) {
      expect(page.complete).toBe(true);
      expect(page.html).toContain(TITLE_H1);
    }
  });
});
