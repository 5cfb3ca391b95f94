// GET /api/health: the contract's Health shape with the catalog loaded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Health } from '../../api/src/contract';
import { createTestApp, type TestApp } from './support/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('reports ok, the source, the database and the title counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<Health>();
    expect(body).toMatchObject({
      status: 'ok',
      source: 'embedded',
      database: 'sqlite',
      reference_date: '2025-03-29',
    });
    expect(body.titles.movie).toBeGreaterThan(0);
    expect(body.titles.tv).toBeGreaterThan(0);
  });
});
