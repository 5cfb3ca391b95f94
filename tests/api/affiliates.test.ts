// GET /api/affiliates (docs/decisions.md #15) and the validation of AFFILIATE_PARAMS and the other variables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/src/config/config';
import { createTestApp, type TestApp } from './support/test-app';

describe('GET /api/affiliates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { AFFILIATE_PARAMS: '{"8":"ref=streamfinder","337":"tag=sf-20"}' });
  });
  afterAll(() => t.close());

  it('answers the configured parameters per provider id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/affiliates' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ params: { '8': 'ref=streamfinder', '337': 'tag=sf-20' } });
    expect(res.headers['cache-control']).toContain('max-age=3600');
  });
});

describe('loadConfig', () => {
  it('defaults: port 3000, SQLite, no affiliates, no CORS', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.affiliateParams).toEqual({});
    expect(c.corsOrigins).toEqual([]);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['CATALOG_REFERENCE_DATE', '2025-13-45'],
    ['CATALOG_REFERENCE_DATE', 'yesterday'],
    ['AFFILIATE_PARAMS', 'not json'],
    ['AFFILIATE_PARAMS', '["ref=1"]'],
    ['AFFILIATE_PARAMS', '{"netflix":"ref=1"}'],
    ['AFFILIATE_PARAMS', '{"8":3}'],
  ])('refuses %s=%s with a one-line message', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
  });
});
