// "Copy My List to another device" through HTTP on both engines (issue #14): create a code, claim it once (list,
// ratings and My services copied), expired, used and wrong codes, rate limits with Retry-After, what is stored,
// and bad input answered with 4xx only.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferClaimResult, TransferCode, WatchlistResponse } from '../../api/src/contract';
import { RedisService } from '../../api/src/redis/redis.service';
import { SECRET_FILE } from '../../api/src/watchlist/transfer/transfer-code';
import { TransferService } from '../../api/src/watchlist/transfer/transfer.service';
import { createTestApp, postgresAvailable, type Engine, type TestApp } from './support/test-app';

/** A well-formed code no test creates (a 1 in 2^60 chance that one does). */
const WRONG = 'ZZZZZZZZZZZZ';

describe.each<Engine>(['sqlite', 'postgres'])('watchlist transfer on %s', (engine) => {
  let t: TestApp;
  let ip = 0;
  /** Each test speaks from its own address, so the per-address limits of one test do not leak into another. */
  let from: string;
  beforeAll(async () => {
    if (engine === 'postgres') expect(await postgresAvailable(), 'PostgreSQL at 127.0.0.1:5432').toBe(true);
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());
  const nextAddress = () => (from = `10.0.0.${++ip}`);

  const post = (url: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      // Each case comes from its own client address (the TCP peer: no proxy is trusted by default).
      remoteAddress: from,
      payload: payload as Record<string, unknown>,
    });
  const create = (session_id: string, services?: Record<string, number[]>) =>
    post('/api/watchlist/transfer', { session_id, ...(services ? { services } : {}) });
  const claim = (code: string, session_id: string) =>
    post('/api/watchlist/transfer/claim', { code, session_id });
  const add = (session_id: string, id: number, type: string, added_at: string) =>
    t.app.inject({ method: 'PUT', url: `/api/watchlist/${type}/${id}`, payload: { session_id, added_at } });
  const list = async (session: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/watchlist?sessionId=${session}` })
    ).json<WatchlistResponse>();
  /** Plain SQL with '?' placeholders on either engine. */
  const rawQuery = (text: string, params: unknown[]) => {
    let i = 0;
    const pg = t.engine === 'postgres';
    return t.app.get(DataSource).query(pg ? text.replace(/\?/g, () => `$${++i}`) : text, params);
  };

  it('creates a 12-character code valid for 24 hours; a second device claims it once and gets everything', async () => {
    nextAddress();
    const source = randomUUID();
    const target = randomUUID();
    await add(source, 550, 'movie', '2025-03-01T10:00:00Z');
    await add(source, 1399, 'tv', '2025-03-02T10:00:00Z');
    await add(target, 680, 'movie', '2025-03-03T10:00:00Z');
    await t.app.inject({
      method: 'POST',
      url: '/api/ratings',
      payload: { content_id: 550, content_type: 'movie', rating: 4, session_id: source },
    });
    const res = await create(source, { US: [8, 337], GB: [8] });
    expect(res.statusCode).toBe(201);
    const code = res.json<TransferCode>();
    expect(code.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    const ttl = Date.parse(code.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600_000);

    // Typed by hand: lower case with a dash is accepted.
    const typed = `${code.code.slice(0, 4)}-${code.code.slice(4, 8)} ${code.code.slice(8)}`.toLowerCase();
    const first = await claim(typed, target);
    expect(first.statusCode).toBe(200);
    expect(first.json<TransferClaimResult>()).toEqual({
      titles: 2,
      ratings: 1,
      services: { US: [8, 337], GB: [8] },
    });
    expect((await list(target)).results.map((r) => r.id)).toEqual([680, 1399, 550]);
    const rating = await t.app.inject({ method: 'GET', url: `/api/ratings/movie/550?sessionId=${target}` });
    expect(rating.json().rating.rating).toBe(4);
    // The source keeps its list: this is a copy.
    expect((await list(source)).results).toHaveLength(2);

    const again = await claim(code.code, randomUUID());
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/already used/);
  });

  it('stores only the hash, the session ids and nothing readable about My services', async () => {
    nextAddress();
    const source = randomUUID();
    const { code } = (await create(source, { US: [8] })).json<TransferCode>();
    const rows = await rawQuery(`SELECT * FROM "transfer_codes" WHERE "session_id" = ?`, [source]);
    expect(rows).toHaveLength(1);
    const text = JSON.stringify(rows[0]);
    expect(text).not.toContain(code);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    // Sealed, not readable: neither the stored text nor its bytes hold the plaintext's pieces. (Not a bare /US/:
    // random base64 contains "US" about once in 40 rows.)
    const sealed = String(rows[0].sealed_services);
    for (const shown of [sealed, Buffer.from(sealed, 'base64').toString('latin1')]) {
      expect(shown).not.toContain('"US"');
      expect(shown).not.toContain('[8]');
    }
    expect(sealed).not.toBe(JSON.stringify({ US: [8] }));
    const target = randomUUID();
    await claim(code, target);
    const after = await rawQuery(`SELECT * FROM "transfer_codes" WHERE "session_id" = ?`, [source]);
    expect(after[0]).toMatchObject({ claimed_by: target, sealed_services: null });
  });

  it('two devices racing on one code: exactly one claims it', async () => {
    nextAddress();
    const source = randomUUID();
    await add(source, 550, 'movie', '2025-03-01T10:00:00Z');
    const { code } = (await create(source)).json<TransferCode>();
    const results = await Promise.all([claim(code, randomUUID()), claim(code, randomUUID())]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410]);
  });

  it('refuses an expired code with 410 and a wrong code with 404', async () => {
    nextAddress();
    const source = randomUUID();
    const { code } = (await create(source)).json<TransferCode>();
    const past = new Date(Date.now() - 1000);
    const stored = t.engine === 'postgres' ? past : past.toISOString().replace('T', ' ').replace('Z', '');
    await rawQuery(`UPDATE "transfer_codes" SET "expires_at" = ? WHERE "session_id" = ?`, [stored, source]);
    const expired = await claim(code, randomUUID());
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired/);
    const wrong = await claim(code === WRONG ? 'YYYYYYYYYYYY' : WRONG, randomUUID());
    expect(wrong.statusCode).toBe(404);
    expect(Object.keys(wrong.json()).sort()).toEqual(['error', 'message', 'statusCode']);
  });

  it('refuses claiming on the device that created the code', async () => {
    nextAddress();
    const source = randomUUID();
    const { code } = (await create(source)).json<TransferCode>();
    expect((await claim(code, source)).statusCode).toBe(400);
  });

  it('limits wrong guesses per address (429, Retry-After); a right code is still honoured from that address', async () => {
    nextAddress();
    const { code } = (await create(randomUUID())).json<TransferCode>();
    const second = (await create(randomUUID())).json<TransferCode>().code;
    for (let i = 0; i < 10; i++) expect((await claim(WRONG, randomUUID())).statusCode).toBe(404);
    const limited = await claim(WRONG, randomUUID());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    // A visitor behind the same address (a shared NAT) with their own code is not locked out by the guesser.
    expect((await claim(code, randomUUID())).statusCode).toBe(200);
    // Over budget, a used code is answered like any wrong one: 429, nothing about the code.
    expect((await claim(code, randomUUID())).statusCode).toBe(429);
    nextAddress();
    expect((await claim(second, randomUUID())).statusCode).toBe(200);
  });

  it('consumes before it checks: 10 simultaneous wrong guesses after 9 get at most one answer', async () => {
    nextAddress();
    for (let i = 0; i < 9; i++) expect((await claim(WRONG, randomUUID())).statusCode).toBe(404);
    const burst = await Promise.all(Array.from({ length: 10 }, () => claim(WRONG, randomUUID())));
    const statuses = burst.map((r) => r.statusCode);
    const answered = statuses.filter((s) => s === 404).length;
    console.log(`[${engine}] 9 wrong guesses then 10 at once: ${9 + answered} answered, limit 10`);
    expect(9 + answered).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - answered);
  });

  it('counts one IPv6 /64 as one client', async () => {
    const net = `2001:db8:${++ip}:7`;
    for (let i = 0; i < 10; i++) {
      from = `${net}::${i + 1}`;
      expect((await claim(WRONG, randomUUID())).statusCode).toBe(404);
    }
    from = `${net}:ffff:1:2:3`;
    expect((await claim(WRONG, randomUUID())).statusCode).toBe(429);
    from = `2001:db8:${ip}:8::1`;
    expect((await claim(WRONG, randomUUID())).statusCode).toBe(404);
  });

  it('stores an HMAC under a secret kept outside the database, and deletes expired codes', async () => {
    nextAddress();
    const source = randomUUID();
    const { code } = (await create(source)).json<TransferCode>();
    const [row] = await rawQuery(`SELECT "code_hash" FROM "transfer_codes" WHERE "session_id" = ?`, [source]);
    expect(row.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
    const secret = readFileSync(join(t.config.dataDir, SECRET_FILE), 'utf8').trim();
    expect(row.code_hash).toBe(
      createHmac('sha256', Buffer.from(secret, 'base64')).update(code).digest('hex'),
    );
    expect(statSync(join(t.config.dataDir, SECRET_FILE)).mode & 0o077).toBe(0);

    const past = new Date(Date.now() - 1000);
    const stored = t.engine === 'postgres' ? past : past.toISOString().replace('T', ' ').replace('Z', '');
    await rawQuery(`UPDATE "transfer_codes" SET "expires_at" = ? WHERE "session_id" = ?`, [stored, source]);
    await t.app.get(TransferService).purgeExpired(Date.now() + 120_000);
    expect(await rawQuery(`SELECT * FROM "transfer_codes" WHERE "session_id" = ?`, [source])).toEqual([]);
  });

  it('limits codes per session to 5 an hour', async () => {
    nextAddress();
    const source = randomUUID();
    for (let i = 0; i < 5; i++) expect((await create(source)).statusCode).toBe(201);
    const sixth = await create(source);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe('3600');
  });

  const s = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
  it.each<[string, string, unknown, number]>([
    ['create without session_id', '/api/watchlist/transfer', {}, 400],
    ['create with a bad session_id', '/api/watchlist/transfer', { session_id: 'abc' }, 400],
    ['create with an unknown field', '/api/watchlist/transfer', { session_id: s, x: 1 }, 400],
    ['create with services as a list', '/api/watchlist/transfer', { session_id: s, services: [8] }, 400],
    ['create with a bad country', '/api/watchlist/transfer', { session_id: s, services: { usa: [8] } }, 400],
    [
      'create with a bad provider id',
      '/api/watchlist/transfer',
      { session_id: s, services: { US: ['x'] } },
      400,
    ],
    ['claim without code', '/api/watchlist/transfer/claim', { session_id: s }, 400],
    ['claim with a short code', '/api/watchlist/transfer/claim', { code: 'ABC', session_id: s }, 400],
    [
      'claim with a non-string code',
      '/api/watchlist/transfer/claim',
      { code: 123456789012, session_id: s },
      400,
    ],
    [
      'claim with an 8-character code',
      '/api/watchlist/transfer/claim',
      { code: 'ABCDEFGH', session_id: s },
      400,
    ],
    [
      'claim with a bad session_id',
      '/api/watchlist/transfer/claim',
      { code: 'ABCDEFGHJKMN', session_id: 'x' },
      400,
    ],
    ['claim with a body that is a string', '/api/watchlist/transfer/claim', 'ABCDEFGHJKMN', 400],
  ])('rejects %s', async (_name, url, payload, status) => {
    nextAddress();
    const res = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: from,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(status);
    expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'statusCode']);
  });
});

describe('transfer-code guesses counted once over two instances sharing Redis', () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_PREFIX: `sf-test-${randomUUID().slice(0, 8)}:` };
    a = await createTestApp('sqlite', env);
    b = await createTestApp('sqlite', env);
    for (const t of [a, b]) {
      await t.app.get(RedisService).ready();
      expect(t.app.get(RedisService).usable).toBe(true);
    }
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });
  const claim = (t: TestApp, remoteAddress: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/watchlist/transfer/claim',
      remoteAddress,
      payload: { code, session_id: randomUUID() },
    });

  it('one budget for both: 5 wrong guesses on each, then both refuse', async () => {
    const ip = '198.51.100.30';
    for (let i = 0; i < 10; i++) expect((await claim(i % 2 ? b : a, ip, WRONG)).statusCode).toBe(404);
    for (const t of [a, b]) expect((await claim(t, ip, WRONG)).statusCode).toBe(429);
  });

  it('10 simultaneous wrong guesses after 9, spread over both instances, get at most one answer', async () => {
    const ip = '198.51.100.31';
    for (let i = 0; i < 9; i++) expect((await claim(i % 2 ? b : a, ip, WRONG)).statusCode).toBe(404);
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => claim(i % 2 ? b : a, ip, WRONG)));
    const answered = burst.filter((r) => r.statusCode === 404).length;
    console.log(`[two instances, Redis] 9 wrong guesses then 10 at once: ${9 + answered} answered, limit 10`);
    expect(9 + answered).toBeLessThanOrEqual(10);
    expect(burst.every((r) => r.statusCode === 404 || r.statusCode === 429)).toBe(true);
  });

  it('a valid code is accepted, from another address and from the locked-out one, while the guesser is locked out', async () => {
    const guesser = '198.51.100.32';
    const make = async () =>
      (
        await a.app.inject({
          method: 'POST',
          url: '/api/watchlist/transfer',
          remoteAddress: '198.51.100.40',
          payload: { session_id: randomUUID() },
        })
      ).json<TransferCode>().code;
    const [mine, neighbours] = [await make(), await make()];
    for (let i = 0; i < 10; i++) await claim(b, guesser, WRONG);
    expect((await claim(b, guesser, WRONG)).statusCode).toBe(429);
    expect((await claim(a, '198.51.100.33', mine)).statusCode).toBe(200);
    expect((await claim(a, guesser, neighbours)).statusCode).toBe(200);
    expect((await claim(a, guesser, WRONG)).statusCode).toBe(429);
  });
});
