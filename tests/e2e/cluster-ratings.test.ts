// Two production instances on one PostgreSQL + Redis, 200 concurrent rating writers over both, one instance
// killed with SIGKILL mid-load (issue #13): every rating an instance acknowledged is stored exactly once with
// its value, and the surviving instance answers every request sent to it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, TitleSummary } from '../../api/src/contract';
import { startCluster, type Cluster } from './support/cluster';

let cluster: Cluster;

beforeAll(async () => {
  // The writers all come from 127.0.0.1: a budget no test reaches, so only the kill can refuse a write.
  cluster = await startCluster(2, { RATE_LIMIT_RATINGS: '1000000' });
});

afterAll(async () => {
  await cluster?.stop();
});

interface Ack {
  session: string;
  id: number;
  rating: number;
}

describe('SIGKILL of one instance under rating load', () => {
  it('keeps every acknowledged rating exactly once; the other instance keeps answering', async () => {
    const [a, b] = cluster.instances;
    const ids: number[] = [];
    for (let page = 1; ids.length < 40; page++) {
      const res = await fetch(`${b.url}/api/movie/popular?page=${page}`);
      ids.push(...((await res.json()) as Paged<TitleSummary>).results.map((t) => t.id));
    }
    const acks: Ack[] = [];
    const survivorStatuses: number[] = [];
    let killedAt = -1;
    const PER_WRITER = 6;

    const writer = async (w: number) => {
      const session = randomUUID();
      for (let k = 0; k < PER_WRITER; k++) {
        const target = (w + k) % 2 === 0 ? a : b;
        const id = ids[(w + k) % ids.length];
        const rating = 1 + ((w + k) % 5);
        try {
          const res = await fetch(`${target.url}/api/ratings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ content_id: id, content_type: 'movie', rating, session_id: session }),
          });
          if (target === b) survivorStatuses.push(res.status);
          if (res.status === 200) {
            const body = (await res.json()) as { rating: { rating: number; content_id: number } };
            expect(body.rating).toMatchObject({ rating, content_id: id });
            acks.push({ session, id, rating });
          }
        } catch {
          // The killed instance: no answer, so nothing was acknowledged.
          expect(target).toBe(a);
        }
        if (acks.length >= 300 && killedAt < 0) {
          killedAt = acks.length;
          a.process.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 200 }, (_, w) => writer(w)));

    expect(killedAt).toBeGreaterThan(0);
    expect(a.process.signalCode).toBe('SIGKILL');
    expect(survivorStatuses.length).toBeGreaterThanOrEqual(600);
    expect(survivorStatuses.every((s) => s === 200)).toBe(true);
    expect((await fetch(`${b.url}/api/health`)).status).toBe(200);

    const rows = await cluster.query<{ session_id: string; content_id: number; rating: number; n: string }>(
      `SELECT session_id, content_id, MIN(rating) AS rating, COUNT(*) AS n FROM ratings
       WHERE content_type = 'movie' GROUP BY session_id, content_id`,
    );
    const stored = new Map(rows.map((r) => [`${r.session_id}/${r.content_id}`, r]));
    for (const ack of acks) {
      const row = stored.get(`${ack.session}/${ack.id}`);
      expect(row, `acknowledged rating ${ack.session}/${ack.id}`).toBeDefined();
      expect(Number(row!.n)).toBe(1);
      expect(Number(row!.rating)).toBe(ack.rating);
    }
    console.info(
      `${acks.length} acknowledged of ${200 * PER_WRITER} (instance killed after ${killedAt}); ${rows.length} rows stored`,
    );
  });
});
