// GET /api/geo (docs/decisions.md #4): trusted CDN header, then Accept-Language's region, then US.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

describe('GET /api/geo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { GEO_COUNTRY_HEADER: 'CF-IPCountry' });
  });
  afterAll(() => t.close());

  const geo = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/geo', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    return res.json<{ country_code: string }>().country_code;
  };

  it.each([
    ['the trusted header first', { 'cf-ipcountry': 'kr', 'accept-language': 'en-GB' }, 'KR'],
    [
      'Accept-Language region when the header is XX',
      { 'cf-ipcountry': 'XX', 'accept-language': 'en-GB,en;q=0.9' },
      'GB',
    ],
    [
      'Accept-Language region when the header is T1 (Tor)',
      { 'cf-ipcountry': 'T1', 'accept-language': 'fr-FR' },
      'FR',
    ],
    [
      'Accept-Language region when the header is junk',
      { 'cf-ipcountry': 'USA', 'accept-language': 'de-DE' },
      'DE',
    ],
    [
      'the most preferred tag with a region',
      { 'accept-language': 'en;q=0.9, pt-BR;q=0.8, ja-JP;q=0.95' },
      'JP',
    ],
    ['a script subtag before the region', { 'accept-language': 'zh-Hant-TW' }, 'TW'],
    ['US when no tag has a region', { 'accept-language': 'en, fr;q=0.5' }, 'US'],
    ['US with no headers at all', {}, 'US'],
  ])('uses %s', async (_name, headers, expected) => {
    expect(await geo(headers)).toBe(expected);
  });

  it('ignores headers other than the configured one', async () => {
    expect(await geo({ 'x-country': 'KR' })).toBe('US');
  });
});
