import { describe, expect, it } from 'vitest';
import { isTerminatedConnection, retryOnTerminatedConnection } from '../../api/src/database/database-faults';

const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
});

describe('retryOnTerminatedConnection', () => {
  it('sends the statement once more when its connection had been terminated', async () => {
    let calls = 0;
    const answer = await retryOnTerminatedConnection(async () => {
      if (++calls === 1) throw terminated;
      return 'rows';
    });
    expect(answer).toBe('rows');
    expect(calls).toBe(2);
  });

  it('retries once only, and never for other failures', async () => {
    let calls = 0;
    await expect(
      retryOnTerminatedConnection(async () => {
        calls++;
        throw terminated;
      }),
    ).rejects.toBe(terminated);
    expect(calls).toBe(2);

    calls = 0;
    const other = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(
      retryOnTerminatedConnection(async () => {
        calls++;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(calls).toBe(1);
  });

  it('retries a read whose connection closed under it, never such a write (it may have run)', async () => {
    const closed = new Error('Connection terminated unexpectedly');
    let calls = 0;
    const read = await retryOnTerminatedConnection(async () => {
      if (++calls === 1) throw closed;
      return 'rows';
    }, true);
    expect([read, calls]).toEqual(['rows', 2]);
    calls = 0;
    await expect(
      retryOnTerminatedConnection(async () => {
        calls++;
        throw closed;
      }),
    ).rejects.toBe(closed);
    expect(calls).toBe(1);
  });

  it('recognises the code on TypeORM errors (driverError) and on pg errors', () => {
    expect(isTerminatedConnection(terminated)).toBe('not-run');
    expect(isTerminatedConnection({ driverError: { code: '57P01' } })).toBe('not-run');
    expect(isTerminatedConnection(new Error('Connection terminated unexpectedly'))).toBe('unknown');
    expect(isTerminatedConnection({ code: '57P02' })).toBe(false);
    expect(isTerminatedConnection(null)).toBe(false);
  });
});
