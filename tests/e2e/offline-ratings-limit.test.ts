// 150 ratings made offline reach a server whose write limit is lower than that (issue #13): the server answers
// the excess with 429 + Retry-After, the outbox keeps those entries, waits out Retry-After and sends the rest;
// every rating arrives with its value. The budget is lowered (50 per 10 s) so the test waits seconds, not
// minutes. One rating is made by clicking a star offline; the other 149 are written into the outbox as the
// rating UI's queueRating writes them (clicking through 150 title pages would test nothing more). Every POST the
// server answers is counted at the network, from the page and the worker (issue #35): each title is delivered
// exactly once, the others were 429s sent again.
import { describe, expect, it } from 'vitest';
import type { Paged, TitleSummary } from '../../api/src/contract';
import {
  countRatingPosts,
  goOffline,
  goOnline,
  newOfflineContext,
  openControlled,
  outboxRows,
  replayOutboxEverywhere,
  sessionIdOf,
  setupOfflineHarness,
} from './offline-support';

const h = setupOfflineHarness({ env: { RATE_LIMIT_RATINGS: '50', RATE_LIMIT_WINDOW_SECONDS: '10' } });
const FIGHT_CLUB = 550;

async function movieIds(count: number): Promise<number[]> {
  const ids = new Set<number>();
  for (let page = 1; ids.size < count; page++) {
    const res = await fetch(`${h.server.url}/api/movie/popular?page=${page}`);
    const body = (await res.json()) as Paged<TitleSummary>;
    if (body.results.length === 0) break;
    for (const t of body.results) if (t.id !== FIGHT_CLUB) ids.add(t.id);
  }
  return [...ids].slice(0, count);
}

describe('ratings outbox under the write limit', () => {
  it('150 ratings made offline all arrive, the outbox waiting out the 429s', async () => {
    const ids = await movieIds(149);
    expect(ids).toHaveLength(149);
    const context = await newOfflineContext(h);
    // Every rating POST the server answers, from the page and from the worker (both flush this outbox).
    const posts = countRatingPosts(context);
    let limited = 0;
    context.on('response', (res) => {
      if (res.request().method() !== 'POST' || !res.url().endsWith('/api/ratings')) return;
      if (res.status() === 429) {
        limited++;
        expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0);
      }
    });
    try {
      const page = await openControlled(context, h, '/movies/fight-club');
      await page.locator('[data-testid=title-rating] [role=radio]').first().waitFor();
      const session = await sessionIdOf(page);
      await goOffline(context, h);
      await page.locator('[data-testid=title-rating] [role=radio]').nth(3).click();
      const status = page.locator('[data-testid=title-rating] [data-testid=rating-status]');
      await expect.poll(() => status.innerText(), { timeout: 10_000 }).toBe('Waiting to sync');
      await page.evaluate(
        ({ ids, session }) =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open('streamfinder');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const tx = open.result.transaction(['outbox', 'myRatings'], 'readwrite');
              ids.forEach((id, i) => {
                const rated_at = new Date(Date.now() - 60_000 + i).toISOString();
                const row = {
                  content_type: 'movie',
                  content_id: id,
                  rating: 1 + (id % 5),
                  session_id: session,
                };
                tx.objectStore('outbox').put({ ...row, rated_at, queuedAt: Date.now() + i, attempts: 0 });
                tx.objectStore('myRatings').put({ ...row, rated_at });
              });
              tx.oncomplete = () => {
                open.result.close();
                resolve();
              };
              tx.onerror = () => reject(tx.error);
            };
          }),
        { ids, session },
      );
      expect(await outboxRows(page)).toHaveLength(150);

      await goOnline(context, h);
      await expect
        .poll(async () => (await outboxRows(page)).length, { timeout: 120_000, interval: 1000 })
        .toBe(0);
      expect(limited).toBeGreaterThan(0);
      // Each replayer once more, to its end; then every answered POST is either a 429 (sent again later) or the
      // one delivery of its title: 150 titles, each delivered exactly once, whoever sent it.
      await replayOutboxEverywhere(context, page);
      const deliveries = posts.deliveries();
      expect(deliveries.size).toBe(150);
      expect([...deliveries.entries()].filter(([, n]) => n !== 1)).toEqual([]);
      expect(posts.answered.filter((p) => p.status !== 200 && p.status !== 429)).toEqual([]);
      expect(posts.answered).toHaveLength(150 + limited);
      const byWorker = posts.answered.filter((p) => p.byWorker).length;
      console.info(
        `150 ratings delivered in ${posts.answered.length} POSTs (${byWorker} by the worker), ${limited} answered 429`,
      );

      const expected = [[FIGHT_CLUB, 4], ...ids.map((id) => [id, 1 + (id % 5)])];
      for (const [id, value] of expected) {
        const res = await fetch(`${h.server.url}/api/ratings/movie/${id}?sessionId=${session}`);
        expect(res.status, `rating of ${id}`).toBe(200);
        expect(((await res.json()) as { rating: { rating: number } }).rating.rating).toBe(value);
      }
    } finally {
      await context.close();
    }
  }, 300_000);
});
