// Web Push alerts end to end (issue #37), on both engines: visitors subscribe (the endpoint of a local HTTP
// receiver standing in for the push service, and keys made here), the fake TMDB's providers change, the scheduled
// refresh records the change and pushes. The receiver gets a push for the right subscriptions only; the test
// decrypts each one (RFC 8291 aes128gcm: ECDH with the subscription's private key, HKDF, AES-128-GCM, all with
// node:crypto) to check the payload; a 410 deletes the subscription; a second change the same day sends nothing
// new for a title already announced.
import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertPayload } from '../../api/src/alerts/alerts.service';
import { CatalogSource } from '../../api/src/catalog/catalog-source';
import { DAY, ManualClock } from '../../api/src/catalog/sources/tmdb/clock';
import type { TmdbSource } from '../../api/src/catalog/sources/tmdb/tmdb-source';
import { startFakeTmdb, type FakeTmdb } from '../fixtures/tmdb/fake-server';
import { offer } from './support/changed-bundle';
import { createTestApp, type Engine, type TestApp } from './support/test-app';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service on loopback: records each push, answers 201 or the status set for its path. */
async function startReceiver() {
  const received: Received[] = [];
  const status = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status.get(req.url ?? '') ?? 201).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, status, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const b64url = (b: Buffer) => b.toString('base64url');

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/** RFC 8291 / RFC 8188 decryption of one aes128gcm push message body (a single record). */
function decrypt(body: Buffer, ua: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const shared = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('last record must end with the 0x02 delimiter');
  return plain.subarray(0, end).toString('utf8');
}

describe.each<Engine>(['sqlite', 'postgres'])('Web Push alerts on %s', (engine) => {
  let fake: FakeTmdb;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let t: TestApp;
  let source: TmdbSource;
  let clock: ManualClock;

  beforeAll(async () => {
    fake = await startFakeTmdb();
    receiver = await startReceiver();
    t = await createTestApp(engine, {
      TMDB_API_KEY: 'alerts-test-key',
      TMDB_BASE_URL: fake.url,
      ALERTS_ALLOW_HTTP_ENDPOINTS: '1',
    });
    source = t.app.get(CatalogSource) as TmdbSource;
    await source.refresher.idle();
    clock = new ManualClock(Date.now());
    source.useClock(clock);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    await receiver?.close();
  });

  const save = async (session: string, type: string, id: number) =>
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/watchlist/${type}/${id}`,
          payload: { session_id: session },
        })
      ).statusCode,
    ).toBe(200);
  const subscribe = async (
    name: string,
    session: string,
    country: string,
    services: number[],
    language?: string,
  ) => {
    const keys = browserKeys();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/subscription',
      payload: {
        subscription: {
          endpoint: `${receiver.url}/${name}`,
          expirationTime: null,
          keys: { p256dh: b64url(keys.ecdh.getPublicKey()), auth: b64url(keys.auth) },
        },
        session_id: session,
        country,
        services,
        ...(language ? { language } : {}),
      },
    });
    expect(res.statusCode).toBe(201);
    return keys;
  };
  const endpoints = async () =>
    (
      (await t.app.get(DataSource).query('SELECT endpoint FROM push_subscription')) as Array<{
        endpoint: string;
      }>
    )
      .map((r) => r.endpoint.slice(receiver.url.length))
      .sort();

  it('pushes arrivals on the subscriber services in their country, once per title a day', async () => {
    const key = (await t.app.inject({ url: '/api/alerts/key' })).json<{ publicKey: string }>().publicKey;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);

    fake.providers.set('movie:550', {
      DE: { link: 'x', rent: [offer(2)] },
      US: { link: 'x', rent: [offer(2)] },
    });
    fake.providers.set('movie:680', { DE: { link: 'x', buy: [offer(2)] } });
    fake.providers.set('movie:13', { DE: { link: 'x', flatrate: [offer(8)] } });
    const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await save(a, 'movie', 550);
    await save(a, 'movie', 680);
    await save(b, 'movie', 550);
    await save(c, 'movie', 550);
    await save(d, 'movie', 13);
    const keysA = await subscribe('a', a, 'DE', [8, 9]);
    // B turned alerts on from a German page: its notifications speak German (issue #46); A sent no language.
    const keysB = await subscribe('b', b, 'DE', [337], 'de');
    await subscribe('c', c, 'US', [8]);
    await subscribe('d', d, 'DE', [8]);
    await source.refresher.refresh();
    expect(receiver.received).toEqual([]); // nothing changed yet

    // Netflix (8) gets Fight Club and Pulp Fiction in Germany; in the US Netflix only sells Fight Club.
    fake.providers.set('movie:550', {
      DE: { link: 'x', rent: [offer(2)], flatrate: [offer(8)] },
      US: { link: 'x', rent: [offer(2)], buy: [offer(8)] },
    });
    fake.providers.set('movie:680', { DE: { link: 'x', buy: [offer(2)], flatrate: [offer(8)] } });
    await source.refresher.refresh();
    expect(receiver.received.map((r) => r.path)).toEqual(['/a']);
    const push = receiver.received[0];
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push.headers.authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    const payload = JSON.parse(decrypt(push.body, keysA.ecdh, keysA.auth)) as AlertPayload;
    const fightClub = (await t.app.inject({ url: '/api/movie/550' })).json<{ title: string; slug: string }>();
    expect(payload.titles.map((x) => x.id).sort()).toEqual([550, 680]);
    expect(payload.titles.find((x) => x.id === 550)).toMatchObject({
      type: 'movie',
      name: fightClub.title,
      url: `/movies/${fightClub.slug}`,
    });
    expect(payload.title).toBe('2 titles from My List are now streaming');
    expect(payload.url).toBe('/my-list?filter=changed');
    // Another key cannot read it.
    const stranger = browserKeys();
    expect(() => decrypt(push.body, stranger.ecdh, stranger.auth)).toThrow();

    // The same day: Fight Club also arrives on Prime Video (9, also A's) and Disney Plus (337, B's). A was told
    // about Fight Club today: nothing new for A. B's push service answers 410: B's subscription is deleted.
    receiver.received.length = 0;
    receiver.status.set('/b', 410);
    fake.providers.set('movie:550', {
      DE: { link: 'x', rent: [offer(2)], flatrate: [offer(8), offer(9), offer(337)] },
      US: { link: 'x', rent: [offer(2)], buy: [offer(8)] },
    });
    await source.refresher.refresh();
    expect(receiver.received.map((r) => r.path)).toEqual(['/b']);
    const forB = JSON.parse(decrypt(receiver.received[0].body, keysB.ecdh, keysB.auth)) as AlertPayload;
    expect(forB).toMatchObject({
      title: 'Jetzt bei Disney Plus', // the country's provider list names it
      body: `${fightClub.title} aus Meine Liste läuft jetzt bei Disney Plus.`,
      url: `/de/movies/${fightClub.slug}`,
      titles: [{ id: 550, url: `/de/movies/${fightClub.slug}` }],
    });
    expect(await endpoints()).toEqual(['/a', '/c', '/d']);

    // The next day a new arrival of a title already announced is news again, as one title.
    receiver.received.length = 0;
    clock.advance(DAY);
    fake.providers.set('movie:680', { DE: { link: 'x', buy: [offer(2)], flatrate: [offer(8), offer(9)] } });
    await source.refresher.refresh();
    expect(receiver.received.map((r) => r.path)).toEqual(['/a']);
    const next = JSON.parse(decrypt(receiver.received[0].body, keysA.ecdh, keysA.auth)) as AlertPayload;
    expect(next.titles.map((x) => x.id)).toEqual([680]);
    expect(next.url).toBe(next.titles[0].url);
  });

  it('turns alerts off, and refuses bad subscriptions with a 4xx', async () => {
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/alerts/subscription',
      payload: { endpoint: `${receiver.url}/d` },
    });
    expect(del.json()).toEqual({ removed: true });
    // The endpoint is a capability URL: never taken from the query string (addresses end up in logs).
    const inQuery = await t.app.inject({
      method: 'DELETE',
      url: `/api/alerts/subscription?endpoint=${encodeURIComponent(`${receiver.url}/c`)}`,
    });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.any(String),
    });
    expect(await endpoints()).toEqual(['/a', '/c']);
    const valid = {
      subscription: { endpoint: 'https://push.example/x', keys: { p256dh: 'BAAA', auth: 'AAAA' } },
      session_id: randomUUID(),
      country: 'DE',
      services: [8],
    };
    for (const [what, payload] of [
      [
        'an http endpoint off loopback',
        { ...valid, subscription: { ...valid.subscription, endpoint: 'http://push.example/x' } },
      ],
      ['no keys', { ...valid, subscription: { endpoint: 'https://push.example/x' } }],
      ['a bad country', { ...valid, country: 'DEU' }],
      ['no services', { ...valid, services: [] }],
      ['an extra field', { ...valid, email: 'x@example.com' }],
      ['a bad session', { ...valid, session_id: 'x' }],
      ['an unknown language', { ...valid, language: 'pt' }],
      ['a language that is not a string', { ...valid, language: 5 }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/alerts/subscription', payload });
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/api/alerts/subscription' })).statusCode).toBe(400);
    for (const payload of [{}, { endpoint: 5 }, { endpoint: '' }, { endpoint: 'x', extra: 1 }]) {
      const res = await t.app.inject({ method: 'DELETE', url: '/api/alerts/subscription', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    expect(await endpoints()).toEqual(['/a', '/c']);
  });
});
