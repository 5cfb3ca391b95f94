import { describe, expect, it } from 'vitest';
import { afterDexie, nextTask } from '../../../client/lib/yield';

describe('afterDexie', () => {
  it("loads the module in a task after the one in which Dexie's library is in", async () => {
    await import('dexie');
    const order: string[] = [];
    const result = afterDexie(async () => {
      order.push('load');
      return 'module';
    });
    // Queued after the call: it runs before the load all the same, which waits for a task of its own.
    setTimeout(() => order.push('task queued after the call'), 0);
    await expect(result).resolves.toBe('module');
    expect(order).toEqual(['task queued after the call', 'load']);
  });

  it('nextTask resolves after the tasks already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued'), 0);
    await nextTask();
    order.push('after');
    expect(order).toEqual(['queued', 'after']);
  });
});
