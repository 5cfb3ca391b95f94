// Security basics through HTTP: headers on every kind of response, no X-Powered-By, CORS only when configured,
// and Fastify-level failures answered in the JSON error shape without stacks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  const csp = String(headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "img-src 'self' data: https://image.tmdb.org",
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
  expect(csp).not.toContain("'unsafe-eval'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('security headers and errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it.each([
    ['an API answer', 'GET', '/api/health'],
    ['an API 404', 'GET', '/api/no-such-thing'],
    ['an API 400', 'GET', '/api/ratings/average/movie/abc'],
    ['a POST to an unknown route', 'POST', '/api/nope'],
    ['robots.txt', 'GET', '/robots.txt'],
    ['the SPA shell', 'GET', '/faq'],
  ] as const)('are set on %s', async (_name, method, url) => {
    const res = await t.app.inject({ method, url });
    expectSecurityHeaders(res.headers);
  });

  it('answers unknown /api routes with the JSON 404 shape', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/does/not/exist' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it.each([
    ['oversized body', { 'content-type': 'application/json' }, JSON.stringify({ x: 'y'.repeat(4096) }), 413],
    ['unsupported media type', { 'content-type': 'text/xml' }, '<a/>', 415],
    ['malformed JSON', { 'content-type': 'application/json' }, '{"a":', 400],
    ['empty JSON body', { 'content-type': 'application/json' }, '', 400],
    ['prototype poisoning', { 'content-type': 'application/json' }, '{"__proto__":{"x":1}}', 400],
  ])(
    'turns Fastify-level failures (%s) into the JSON error shape',
    async (_name, headers, payload, status) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/events', headers, payload });
      expect(res.statusCode).toBe(status);
      expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'statusCode']);
      expect(res.body).not.toMatch(/node_modules|\.ts:\d+|\.js:\d+|Error:/);
      expectSecurityHeaders(res.headers);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('explains body refusals in its own words', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/ratings',
      payload: { pad: 'x'.repeat(2000) },
    });
    expect(big.json()).toEqual({
      statusCode: 413,
      message: 'Request body is larger than 1 KiB',
      error: 'Payload Too Large',
    });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/ratings',
      headers: { 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(text.json()).toEqual({
      statusCode: 415,
      message: 'Content-Type must be application/json',
      error: 'Unsupported Media Type',
    });
  });

  it('sends no CORS headers by default', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/ratings',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS when configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { CORS_ORIGINS: 'https://app.example' });
  });
  afterAll(() => t.close());

  it('allows only the configured origins', async () => {
    const allowed = await t.app.inject({ url: '/api/health', headers: { origin: 'https://app.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
    const other = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
