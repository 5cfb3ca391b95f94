// The render pool says when it is busy (render-pool.ts RenderPool.busy): every thread has its renders, or renders
// wait in its line. A stale page's refresh is refused then, so it never takes a visitor's place in the line (issue
// #43: a wave of stale pages' refreshes gave the soak's misses 503s). A real piscina pool; its worker waits.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RenderPool, RenderQueueFull, TASKS_PER_THREAD } from '../../api/src/http/render-pool';

const dir = mkdtempSync(join(tmpdir(), 'sf-render-pool-'));
const worker = join(dir, 'worker.mjs');
// A render that takes `url` milliseconds and gives no page.
writeFileSync(
  worker,
  'export default async (task) => { await new Promise((r) => setTimeout(r, Number(task.url))); return null; };',
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const task = (ms: number) => ({ entryFile: '', url: String(ms), country: 'US', origin: '' });

describe('the render pool is busy while a render asked now would wait', () => {
  it('is busy with every thread taken, and while renders wait in line; free again after', async () => {
    const pool = new RenderPool(worker, 1, 4, async () => new Response('{}'), 10_000);
    try {
      expect(pool.busy).toBe(false);
      const taken = Array.from({ length: TASKS_PER_THREAD }, () => pool.render(task(400)));
      expect(pool.busy).toBe(true);
      expect(pool.waiting).toBe(0);
      const waiting = pool.render(task(10));
      expect(pool.waiting).toBe(1);
      await Promise.all(taken);
      // The one that waited got a thread; with nothing in line and a slot free the pool is not busy.
      expect(pool.waiting).toBe(0);
      await waiting;
      expect(pool.busy).toBe(false);
    } finally {
      await pool.destroy();
    }
  });

  it("refuses a stale page's refresh at once while busy, never putting it in the line; runs it when free", async () => {
    const pool = new RenderPool(worker, 1, 4, async () => new Response('{}'), 10_000);
    try {
      expect(await pool.render(task(10), { refresh: true })).toBeNull();
      const taken = Array.from({ length: TASKS_PER_THREAD }, () => pool.render(task(300)));
      let finished = false;
      void Promise.all(taken).then(() => (finished = true));
      await expect(pool.render(task(10), { refresh: true })).rejects.toBeInstanceOf(RenderQueueFull);
      // Refused before any thread was free: it did not wait in the line.
      expect(finished).toBe(false);
      expect(pool.waiting).toBe(0);
      // A visitor's render waits its turn as before.
      const visitor = pool.render(task(10));
      expect(pool.waiting).toBe(1);
      await expect(pool.render(task(10), { refresh: true })).rejects.toBeInstanceOf(RenderQueueFull);
      await Promise.all([...taken, visitor]);
    } finally {
      await pool.destroy();
    }
  });
});
