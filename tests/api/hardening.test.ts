// Issue 35, one property a test: NUL in title pages on both engines, framework-level errors in the JSON shape
// with the security headers (real sockets), the Host never reflected (site-origin.ts), HSTS over HTTPS only,
// strict calendar dates, provider links limited to http(s), and the session id read from its header.
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchProviders } from '../../api/src/catalog/sources/embedded/catalog-records';
import { loadConfig } from '../../api/src/config/config';
import { siteOrigin } from '../../api/src/http/site-origin';
import { offers } from '../../api/src/seo/json-ld';
import { createTestApp, type Engine, postgresAvailable, type TestApp } from './support/test-app';

const SESSION = randomUUID();

function raw(
  port: number,
  head: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('close', () => {
      const [top, ...rest] = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n');
      const lines = top.split('\r\n');
      const headers: Record<string, string> = {};
      for (const l of lines.slice(1))
        headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
      resolve({ status: Number(lines[0].split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n') });
    });
    socket.on('error', () => undefined);
    socket.write(head);
  });
}

describe.each<Engine>(['sqlite', 'postgres'])('NUL in title pages and event paths on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    if (engine === 'postgres') expect(await postgresAvailable(), 'PostgreSQL at 127.0.0.1:5432').toBe(true);
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it.each(['/movies/%00', '/tv-shows/%00', '/movies/a%00b', '/tvshows/%00', '/api/slug/movie/%00'])(
    '%s is a 4xx',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(300);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['content-security-policy']).toBeDefined();
    },
  );

  it('a query value with NUL is a 400 naming the key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/movies/unique-url?title=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      message: 'title must not contain control characters',
      error: 'Bad Request',
    });
  });
});

describe('framework-level errors and origin', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { TRUST_PROXY: '127.0.0.1', PORT: '3917' });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as { port: number }).port;
  });
  afterAll(() => t?.close());

  const expectErrorShape = (res: { headers: Record<string, unknown>; body: string }, status: number) => {
    expect(JSON.parse(res.body)).toEqual({
      statusCode: status,
      message: expect.any(String),
      error: expect.any(String),
    });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  };

  it('a path that does not decode is a 400 in the error shape that does not echo the path', async () => {
    const res = await raw(
      port,
      'GET /api/movie/%zz<script> HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(res.status).toBe(400);
    expectErrorShape(res, 400);
    expect(res.body).not.toContain('%zz');
    expect(res.body).not.toContain('FST_ERR');
  });

  it('a request line over 8 KiB is 414 "URI Too Long", headers over 16 KiB a 431, both with the headers', async () => {
    const long = await raw(
      port,
      `GET /api/search/multi?query=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(long.status).toBe(414);
    expectErrorShape(long, 414);
    expect(JSON.parse(long.body).error).toBe('URI Too Long');
    const big = await raw(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big.status).toBe(431);
    expectErrorShape(big, 431);
  });

  it('body-parser refusals (400 malformed JSON, 413, 415) carry the shape and the headers', async () => {
    for (const [type, body, status] of [
      ['application/json', '{bad', 400],
      ['application/json', JSON.stringify({ x: 'y'.repeat(4096) }), 413],
      ['text/plain', 'hello', 415],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { 'content-type': type },
        payload: body,
      });
      expect(res.statusCode).toBe(status);
      expectErrorShape(res, status);
    }
  });

  it('never reflects an unknown Host into robots.txt, the sitemap or a title page', async () => {
    for (const host of ['evil.example', 'evil.example:3000', 'localhost.evil.example', 'a"b']) {
      const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host } });
      expect(robots.body).toContain('Sitemap: http://localhost:3917/sitemap.xml');
      expect(robots.body).not.toContain('evil');
      const page = await t.app.inject({ method: 'GET', url: '/movies/fight-club', headers: { host } });
      expect(page.body).toContain('href="http://localhost:3917/movies/fight-club"');
      expect(page.body).not.toContain('evil.example');
    }
    const sitemap = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'evil.example' },
    });
    expect(sitemap.body).not.toContain('evil.example');
    const local = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: '127.0.0.1:8080' },
    });
    expect(local.body).toContain('Sitemap: http://127.0.0.1:8080/sitemap.xml');
  });

  it('sends HSTS only over HTTPS: X-Forwarded-Proto from a trusted proxy, not from anyone else', async () => {
    const viaProxy = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    // A cached answer (written to the socket by http-caching.ts) gets it too.
    for (let i = 0; i < 2; i++) {
      const cached = await t.app.inject({
        method: 'GET',
        url: '/api/genres/movie',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(cached.headers['strict-transport-security'], `request ${i + 1}`).toBeDefined();
    }
    const plain = await t.app.inject({ method: 'GET', url: '/api/genres/movie' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses dates that do not exist in the calendar', async () => {
    for (const rated_at of [
      '2024-02-30T10:00:00Z',
      '2023-02-29T10:00:00Z',
      '2024-04-31T00:00:00Z',
      '2024-01-01T24:00:00Z',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ratings',
        payload: { content_id: 550, content_type: 'movie', rating: 3, session_id: SESSION, rated_at },
      });
      expect(res.statusCode, rated_at).toBe(400);
    }
    const leap = await t.app.inject({
      method: 'POST',
      url: '/api/ratings',
      payload: {
        content_id: 550,
        content_type: 'movie',
        rating: 3,
        session_id: SESSION,
        rated_at: '2024-02-29T10:00:00Z',
      },
    });
    expect(leap.statusCode).toBe(200);
  });

  it('reads the session id from X-StreamFinder-Session; the query form still works; both must agree', async () => {
    const header = { 'x-streamfinder-session': SESSION };
    const byHeader = await t.app.inject({ method: 'GET', url: '/api/ratings/movie/550', headers: header });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.json().rating.rating).toBe(3);
    const byQuery = await t.app.inject({ method: 'GET', url: `/api/ratings/movie/550?sessionId=${SESSION}` });
    expect(byQuery.json()).toEqual(byHeader.json());
    const other = randomUUID();
    const clash = await t.app.inject({
      method: 'GET',
      url: `/api/ratings/movie/550?sessionId=${other}`,
      headers: header,
    });
    expect(clash.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/ratings/movie/550' })).statusCode).toBe(400);

    await t.app.inject({ method: 'PUT', url: '/api/watchlist/movie/550', payload: { session_id: SESSION } });
    const list = await t.app.inject({ method: 'GET', url: '/api/watchlist', headers: header });
    expect(list.json().results.map((r: { id: number }) => r.id)).toEqual([550]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/watchlist/movie/550',
      headers: header,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/watchlist?sessionId=${SESSION}` })).json().results,
    ).toEqual([]);
  });
});

describe('siteOrigin', () => {
  const config = loadConfig({ PORT: '8080' });
  it('SITE_URL wins; an allowed Host keeps its origin; any other Host gets the fallback', () => {
    expect(
      siteOrigin({ ...config, siteUrl: 'https://sf.example' }, { host: 'evil.example', protocol: 'http' }),
    ).toBe('https://sf.example');
    expect(siteOrigin(config, { host: 'LOCALHOST:5173', protocol: 'https' })).toBe('https://localhost:5173');
    expect(siteOrigin(config, { host: '[::1]:8080', protocol: 'http' })).toBe('http://[::1]:8080');
    for (const host of [
      'evil.example',
      'localhost@evil.example',
      'localhost:80/x',
      '',
      'localhost.',
      'x"><script>',
    ])
      expect(siteOrigin(config, { host, protocol: 'http' }), host).toBe('http://localhost:8080');
    const listed = loadConfig({ ALLOWED_HOSTS: 'sf.example,www.sf.example:8443' });
    expect(siteOrigin(listed, { host: 'sf.example:444', protocol: 'https' })).toBe('https://sf.example:444');
    expect(siteOrigin(listed, { host: 'www.sf.example:9999', protocol: 'https' })).toBe(
      'http://localhost:3000',
    );
    expect(() => loadConfig({ SITE_URL: 'https://sf.example/path?x' })).toThrow(/SITE_URL/);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'a b' })).toThrow(/ALLOWED_HOSTS/);
  });
});

describe('provider links', () => {
  const netflix = { provider_id: 8, provider_name: 'Netflix', logo_path: '/n.jpg', display_priority: 0 };
  it('keeps http(s) links only, in the API answer and in JSON-LD Offer.url', () => {
    for (const link of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      ' javascript:x',
      'vbscript:x',
      '/relative',
    ]) {
      const out = watchProviders({ US: { link, flatrate: [netflix] } });
      expect(out.US.link, link).toBeUndefined();
      const ld = offers({ link, flatrate: [netflix] }, 'https://sf.example/movies/x');
      expect(ld[0].url, link).toBe('https://sf.example/movies/x');
    }
    const good = 'https://www.themoviedb.org/movie/550/watch?locale=US';
    expect(watchProviders({ US: { link: good, flatrate: [netflix] } }).US.link).toBe(good);
    expect(offers({ link: good, flatrate: [netflix] }, 'https://sf.example/m')[0].url).toBe(good);
  });
});
