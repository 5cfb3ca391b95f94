// GET /api/watch/providers/titles on both engines (issue #14, the "On your service" badge on every card): the
// ids agree with each title's own offers (details' watch providers), answers are cacheable (ETag, 304,
// Cache-Control like lists), and bad input is a 4xx JSON answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MovieDetails,
  Paged,
  RegionProviders,
  StreamingTitles,
  TitleSummary,
  TvDetails,
} from '../../api/src/contract';
import { createTestApp, postgresAvailable, type Engine, type TestApp } from './support/test-app';

const NETFLIX = 8;
const URL = '/api/watch/providers/titles';

const streamsOn = (p: RegionProviders | undefined, services: number[]) =>
  [...(p?.flatrate ?? []), ...(p?.free ?? []), ...(p?.ads ?? [])].some((x) =>
    services.includes(x.provider_id),
  );

describe.each<Engine>(['sqlite', 'postgres'])('streaming titles on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    if (engine === 'postgres') expect(await postgresAvailable(), 'PostgreSQL at 127.0.0.1:5432').toBe(true);
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const titles = async (query: string) => {
    const res = await get(`${URL}?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<StreamingTitles>();
  };

  it('lists exactly the titles whose offers in the country include one of the services', async () => {
    for (const region of ['US', 'GB']) {
      const top = async (type: string) =>
        (await get(`/api/providers/${type}?region=${region}`))
          .json<{ results: Array<{ provider_id: number }> }>()
          .results.slice(0, 3)
          .map((p) => p.provider_id);
      const services = [...new Set([...(await top('movie')), ...(await top('tv'))])];
      expect(services.length).toBeGreaterThanOrEqual(3);
      const answer = await titles(`region=${region}&providers=${services.join('|')}`);
      expect(answer.movie.length + answer.tv.length).toBeGreaterThan(0);
      expect(answer.movie).toEqual([...answer.movie].sort((a, b) => a - b));
      const sets = { movie: new Set(answer.movie), tv: new Set(answer.tv) };
      for (const type of ['movie', 'tv'] as const) {
        // A sample of titles the answer holds and of the popular ones (many of which stream nowhere there).
        const page = (await get(`/api/${type}/popular?region=${region}`)).json<Paged<TitleSummary>>();
        const sample = [...new Set([...answer[type].slice(0, 8), ...page.results.map((r) => r.id)])];
        let on = 0;
        for (const id of sample) {
          const details = (await get(`/api/${type}/${id}?region=${region}`)).json<MovieDetails | TvDetails>();
          const expected = streamsOn(details['watch/providers'].results[region], services);
          expect(sets[type].has(id), `${type} ${id} in ${region}`).toBe(expected);
          if (expected) on += 1;
        }
        // The sample holds both kinds of titles, so the comparison above can fail either way.
        expect(on, `${type} on the services in ${region}`).toBeGreaterThan(0);
        expect(on, `${type} not on the services in ${region}`).toBeLessThan(sample.length);
      }
    }
  });

  it('treats the list as "any of" and does not count rent or buy offers', async () => {
    const one = await titles(`region=US&providers=${NETFLIX}`);
    const two = await titles(`region=US&providers=${NETFLIX}|337`);
    const both = await titles(`region=US&providers=337|${NETFLIX}|337`);
    expect(both).toEqual(two);
    for (const id of one.movie) expect(two.movie).toContain(id);
    expect(two.movie.length + two.tv.length).toBeGreaterThan(one.movie.length + one.tv.length);
    // Apple TV (2) and Amazon Video (10) sell and rent; a title only for rent or purchase is not "on" them.
    const fight = (await get('/api/movie/550?region=US')).json<MovieDetails>()['watch/providers'].results.US;
    const rentOnly = [...(fight?.rent ?? []), ...(fight?.buy ?? [])]
      .map((p) => p.provider_id)
      .filter((id) => !streamsOn(fight, [id]));
    for (const id of rentOnly) expect((await titles(`region=US&providers=${id}`)).movie).not.toContain(550);
    expect(await titles('region=ZZ&providers=8')).toEqual({ movie: [], tv: [] });
  });

  it('is cacheable like lists: ETag, 304 on revalidation, public max-age of an hour', async () => {
    const url = `${URL}?region=US&providers=${NETFLIX}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=3600');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get(`${URL}?region=GB&providers=${NETFLIX}`);
    expect(other.headers.etag).not.toBe(etag);
    expect((await get(url, { 'if-none-match': '"nope"' })).statusCode).toBe(200);
  });

  it('answers bad input with a 4xx JSON error and never a 5xx', async () => {
    const bad = [
      '',
      'region=US',
      'providers=8',
      'region=USA&providers=8',
      'region=U1&providers=8',
      'region=US&providers=',
      'region=US&providers=abc',
      'region=US&providers=0',
      'region=US&providers=-8',
      'region=US&providers=8,337',
      'region=US&providers=8|',
      'region=US&providers=99999999999',
      `region=US&providers=${Array.from({ length: 51 }, (_, i) => i + 1).join('|')}`,
      'region=US&region=GB&providers=8',
      'region=US&providers=8&providers=9',
    ];
    for (const q of bad) {
      const res = await get(`${URL}?${q}`);
      expect(res.statusCode, q).toBe(400);
      const body = res.json<{ statusCode: number; message: string; error: string }>();
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(typeof body.message).toBe('string');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
