// Catalog API on the embedded catalog, through HTTP, on SQLite and PostgreSQL: contract shapes, filters, sorts,
// paging, lists, reference-date windows, details with providers, similar, search, autocomplete, slugs.
/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies, checked at runtime by the assertions */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPage, expectSummary, getJson } from './support/catalog-http';
import { createTestApp, type Engine, type TestApp } from './support/test-app';

const ENGINES: Engine[] = ['sqlite', 'postgres'];

describe.each(ENGINES)('catalog API on %s', (engine) => {
  let t: TestApp;
  const get = (url: string) => getJson(t.app, url);

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  describe('trending', () => {
    it('movie/day: 20 movies with media_type and slug, sensible paging', async () => {
      const { status, body } = await get('/api/trending/movie/day?region=US');
      expect(status).toBe(200);
      expectPage(body);
      expect(body.results).toHaveLength(20);
      for (const m of body.results) {
        expectSummary(m, 'movie');
        expect(m.media_type).toBe('movie');
      }
      expect(body.total_results).toBeGreaterThan(3000);
      const page2 = (await get('/api/trending/movie/day?page=2')).body;
      expect(page2.page).toBe(2);
      const ids1 = new Set(body.results.map((m: any) => m.id));
      expect(page2.results.some((m: any) => ids1.has(m.id))).toBe(false);
    });

    it('tv/week: shows first, Game of Thrones-era hits included', async () => {
      const { body } = await get('/api/trending/tv/week');
      for (const s of body.results) {
        expectSummary(s, 'tv');
        expect(s.media_type).toBe('tv');
      }
    });

    it('all: movies and shows interleaved, each with media_type', async () => {
      const { body } = await get('/api/trending/all/week');
      expect(body.results).toHaveLength(20);
      const types = body.results.map((r: any) => r.media_type);
      expect(types.filter((x: string) => x === 'movie')).toHaveLength(10);
      expect(types.filter((x: string) => x === 'tv')).toHaveLength(10);
      for (const r of body.results) expectSummary(r, r.media_type);
    });
  });

  describe('discover', () => {
    it('movie with_genres=28 sort vote_average.desc: The Dark Knight first, all Action, ratings descending', async () => {
      const { status, body } = await get('/api/discover/movie?with_genres=28&sort_by=vote_average.desc');
      expect(status).toBe(200);
      expectPage(body);
      expect(body.results[0]).toMatchObject({ id: 155, title: 'The Dark Knight', slug: 'the-dark-knight' });
      expect(body.results.map((m: any) => m.id)).toContain(122); // The Return of the King
      for (const m of body.results) {
        expectSummary(m, 'movie');
        expect(m.genre_ids).toContain(28);
        expect(m.vote_count).toBeGreaterThanOrEqual(200);
        expect(m.media_type).toBeUndefined();
      }
      const ratings = body.results.map((m: any) => m.vote_average);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    });

    it('vote_count.gte=0 lifts the default minimum of votes for rating sorts', async () => {
      const strict = (await get('/api/discover/tv?sort_by=vote_average.desc')).body;
      const loose = (await get('/api/discover/tv?sort_by=vote_average.desc&vote_count.gte=0')).body;
      expect(loose.total_results).toBeGreaterThan(strict.total_results);
      expect(loose.results[0].vote_average).toBeGreaterThanOrEqual(strict.results[0].vote_average);
    });

    it('pages of 20 without overlap; total_pages matches total_results', async () => {
      const p1 = (await get('/api/discover/movie?page=1')).body;
      const p2 = (await get('/api/discover/movie?page=2')).body;
      expect(p1.results).toHaveLength(20);
      expect(p2.page).toBe(2);
      expect(p1.total_pages).toBe(Math.ceil(p1.total_results / 20));
      const ids = new Set(p1.results.map((m: any) => m.id));
      expect(p2.results.every((m: any) => !ids.has(m.id))).toBe(true);
      const pop = [...p1.results, ...p2.results].map((m: any) => m.popularity);
      expect(pop).toEqual([...pop].sort((a, b) => b - a));
      const beyond = (await get(`/api/discover/movie?page=${p1.total_pages + 1}`)).body;
      expect(beyond.results).toEqual([]);
    });

    it('with_genres: comma means all of, pipe means any of', async () => {
      const action = (await get('/api/discover/movie?with_genres=28')).body.total_results;
      const adventure = (await get('/api/discover/movie?with_genres=12')).body.total_results;
      const both = (await get('/api/discover/movie?with_genres=28,12')).body;
      const either = (await get('/api/discover/movie?with_genres=28|12')).body;
      for (const m of both.results) expect(m.genre_ids).toEqual(expect.arrayContaining([28, 12]));
      expect(both.total_results).toBeLessThan(Math.min(action, adventure));
      expect(either.total_results).toBeGreaterThan(Math.max(action, adventure));
      expect(either.total_results).toBe(action + adventure - both.total_results);
    });

    it('year, rating, runtime and release date ranges filter; release_date.asc sorts', async () => {
      const y = (await get('/api/discover/movie?primary_release_year=1999')).body;
      expect(y.total_results).toBeGreaterThan(10);
      expect(y.results.every((m: any) => m.release_date.startsWith('1999'))).toBe(true);
      expect(y.results.map((m: any) => m.id)).toContain(550);

      const r = (
        await get(
          '/api/discover/movie?vote_average.gte=7&vote_average.lte=8&with_runtime.gte=90&with_runtime.lte=120&sort_by=release_date.asc&primary_release_date.gte=2000-01-01&primary_release_date.lte=2009-12-31',
        )
      ).body;
      expect(r.total_results).toBeGreaterThan(5);
      const dates = r.results.map((m: any) => m.release_date);
      expect(dates).toEqual([...dates].sort());
      for (const m of r.results) {
        expect(m.vote_average).toBeGreaterThanOrEqual(7);
        expect(m.vote_average).toBeLessThanOrEqual(8);
        expect(m.release_date >= '2000-01-01' && m.release_date <= '2009-12-31').toBe(true);
      }
      const detail = (await get(`/api/movie/${r.results[0].id}`)).body;
      expect(detail.runtime).toBeGreaterThanOrEqual(90);
      expect(detail.runtime).toBeLessThanOrEqual(120);
    });

    it('tv: first_air_date_year, first_air_date.desc, with_origin_country, with_original_language', async () => {
      const y = (await get('/api/discover/tv?first_air_date_year=2011')).body;
      expect(y.results.map((s: any) => s.id)).toContain(1399);
      for (const s of y.results) expect(s.first_air_year).toBe(2011);

      const recent = (await get('/api/discover/tv?sort_by=first_air_date.desc')).body.results;
      const years = recent.map((s: any) => s.first_air_year);
      expect(years).toEqual([...years].sort((a, b) => b - a));

      const kr = (await get('/api/discover/tv?with_origin_country=KR')).body;
      expect(kr.total_results).toBeGreaterThan(10);
      for (const s of kr.results) expect(s.origin_country).toContain('KR');

      const ko = (await get('/api/discover/movie?with_original_language=ko')).body;
      expect(ko.total_results).toBeGreaterThan(0);
      for (const m of ko.results) expect(m.original_language).toBe('ko');
    });

    it('with_watch_providers=8&watch_region=KR: titles on Netflix in Korea', async () => {
      const { body } = await get('/api/discover/movie?with_watch_providers=8&watch_region=KR');
      expect(body.total_results).toBeGreaterThan(20);
      for (const m of body.results.slice(0, 5)) {
        const d = (await get(`/api/movie/${m.id}?region=KR`)).body;
        expect(d['watch/providers'].results.KR.flatrate.map((p: any) => p.provider_id)).toContain(8);
      }
      const us = (await get('/api/discover/movie?with_watch_providers=8&watch_region=US')).body;
      expect(us.total_results).not.toBe(body.total_results);
      const anyOf = (await get('/api/discover/movie?with_watch_providers=8|337&watch_region=KR')).body;
      expect(anyOf.total_results).toBeGreaterThan(body.total_results);
      const tvKr = (await get('/api/discover/tv?with_watch_providers=8&region=KR')).body;
      expect(tvKr.total_results).toBeGreaterThan(0);
    });
  });

  describe('lists', () => {
    it('popular and top_rated follow the bundled id lists, then fall back', async () => {
      const popular = (await get('/api/movie/popular?region=GB')).body;
      expectPage(popular);
      expect(popular.results[0].id).toBe(755898);
      const top = (await get('/api/movie/top_rated')).body;
      expect(top.results.slice(0, 2).map((m: any) => m.id)).toEqual([278, 238]);
      const tvTop = (await get('/api/tv/top_rated')).body;
      expect(tvTop.results[0]).toMatchObject({ name: 'Breaking Bad' });
      const tvPopular = (await get('/api/tv/popular')).body;
      for (const s of tvPopular.results) expectSummary(s, 'tv');
      const tail = (await get('/api/movie/popular?page=10')).body;
      expect(tail.results).toHaveLength(20);
    });

    it('now_playing: the 19 movies of the 6 months up to 2025-03-29, newest first', async () => {
      const { body } = await get('/api/movie/now_playing?region=US');
      expect(body.dates).toEqual({ minimum: '2024-09-29', maximum: '2025-03-29' });
      expect(body.total_results).toBe(19);
      const dates = body.results.map((m: any) => m.release_date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const d of dates) expect(d >= '2024-09-29' && d <= '2025-03-29').toBe(true);
    });

    it('upcoming: the 37 movies of the year after 2025-03-29, soonest first', async () => {
      const { body } = await get('/api/movie/upcoming');
      expect(body.dates).toEqual({ minimum: '2025-03-30', maximum: '2026-03-29' });
      expect(body.total_results).toBe(37);
      expect(body.total_pages).toBe(2);
      const dates = body.results.map((m: any) => m.release_date);
      expect(dates).toEqual([...dates].sort());
      expect(dates[0] > '2025-03-29').toBe(true);
      const m3gan = [...body.results, ...(await get('/api/movie/upcoming?page=2')).body.results];
      expect(m3gan.map((m: any) => m.id)).toContain(1071585);
    });
  });

  describe('details', () => {
    it('movie/550?region=US: Fight Club with credits and only the US offers (rent and buy too)', async () => {
      const { status, body } = await get('/api/movie/550?region=US');
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: 550, title: 'Fight Club', slug: 'fight-club', runtime: 139 });
      expect(body.genres).toEqual([
        { id: 18, name: 'Drama' },
        { id: 53, name: 'Thriller' },
      ]);
      expect(body.credits.cast.map((c: any) => c.name)).toContain('Edward Norton');
      const wp = body['watch/providers'];
      expect(Object.keys(wp.results)).toEqual(['US']);
      expect(wp.results.US.rent.map((p: any) => p.provider_name)).toContain('Amazon Video');
      expect(wp.results.US.buy.map((p: any) => p.provider_name)).toEqual(
        expect.arrayContaining(['Apple TV', 'Google Play Movies']),
      );
      expect(wp.results.US.flatrate.length).toBeGreaterThan(0);
      expect(wp.available_in.length).toBeGreaterThan(50);
      expect(wp.available_in).toEqual([...wp.available_in].sort());
    });

    it('without region every country; unknown region gives empty results but available_in', async () => {
      const all = (await get('/api/movie/550')).body['watch/providers'];
      expect(Object.keys(all.results).length).toBe(all.available_in.length);
      const none = (await get('/api/movie/550?region=ZZ')).body['watch/providers'];
      expect(none.results).toEqual({});
      expect(none.available_in).toContain('US');
    });

    it('movie without credits still has empty lists, not null', async () => {
      const older = (await get('/api/discover/movie?sort_by=popularity.asc')).body.results[0];
      const d = (await get(`/api/movie/${older.id}`)).body;
      expect(d.credits).toEqual(
        expect.objectContaining({ cast: expect.any(Array), crew: expect.any(Array) }),
      );
    });

    it('tv/1399?region=GB: Game of Thrones with creators and GB offers only', async () => {
      const { body } = await get('/api/tv/1399?region=GB');
      expect(body).toMatchObject({
        id: 1399,
        name: 'Game of Thrones',
        slug: 'game-of-thrones',
        number_of_seasons: 8,
      });
      expect(body.created_by.map((c: any) => c.name)).toContain('David Benioff');
      expect(body.credits.crew.some((c: any) => c.job === 'Creator')).toBe(true);
      expect(Object.keys(body['watch/providers'].results)).toEqual(['GB']);
      expect(body.genres.map((g: any) => g.name)).toEqual(
        expect.arrayContaining(['Sci-Fi & Fantasy', 'Drama', 'Action & Adventure']),
      );
    });

    it('a show known only by its year has first_air_date null and first_air_year set', async () => {
      const { body } = await get('/api/tv/62425');
      expect(body).toMatchObject({
        name: 'Dark Matter',
        first_air_date: null,
        first_air_year: 2015,
        poster_path: null,
      });
    });

    it('unknown ids are 404 with the JSON error shape', async () => {
      for (const url of [
        '/api/movie/999999999',
        '/api/tv/999999999',
        '/api/tv/550',
        '/api/movie/1399/similar',
      ]) {
        const { status, body } = await get(url);
        expect(status, url).toBe(404);
        expect(body).toMatchObject({ statusCode: 404, error: 'Not Found' });
      }
    });

    it('similar: at most 20, sharing genres, most shared first, never the title itself', async () => {
      const { body } = await get('/api/movie/550/similar?region=US');
      expectPage(body);
      expect(body.results.length).toBe(20);
      const shared = body.results.map(
        (m: any) => m.genre_ids.filter((g: number) => g === 18 || g === 53).length,
      );
      expect(shared.every((n: number) => n >= 1)).toBe(true);
      expect(shared).toEqual([...shared].sort((a, b) => b - a));
      expect(body.results.map((m: any) => m.id)).not.toContain(550);
      const tv = (await get('/api/tv/1399/similar')).body;
      for (const s of tv.results) expectSummary(s, 'tv');
    });
  });

  describe('reference lists', () => {
    it('countries: US, GB, CA, AU, IN, JP, KR, FR, DE, then alphabetical', async () => {
      const { body } = await get('/api/countries');
      expect(body.slice(0, 9).map((c: any) => c.iso_3166_1)).toEqual([
        'US',
        'GB',
        'CA',
        'AU',
        'IN',
        'JP',
        'KR',
        'FR',
        'DE',
      ]);
      const rest = body.slice(9).map((c: any) => c.english_name);
      expect(rest).toEqual([...rest].sort((a: string, b: string) => a.localeCompare(b, 'en')));
      expect(body.length).toBe(139);
    });

    it('genres in English with an hour of public caching', async () => {
      const movie = await get('/api/genres/movie');
      expect(movie.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=3600');
      expect(movie.body.genres).toHaveLength(19);
      expect(movie.body.genres).toContainEqual({ id: 35, name: 'Comedy' });
      expect(movie.body.genres).toContainEqual({ id: 10749, name: 'Romance' });
      const tv = (await get('/api/genres/tv')).body.genres;
      expect(tv).toHaveLength(16);
      expect(tv).toContainEqual({ id: 10765, name: 'Sci-Fi & Fantasy' });
      const names = [...movie.body.genres, ...tv].map((g: any) => g.name).join(' ');
      expect(names).not.toMatch(/Komödie|Krimi|Abenteuer|Familie/);
    });

    it("providers: a country's providers with titles, by display priority", async () => {
      const { body } = await get('/api/providers/movie?region=KR');
      const ids = body.results.map((p: any) => p.provider_id);
      expect(ids).toContain(8);
      const prio = body.results.map((p: any) => p.display_priority);
      expect(prio).toEqual([...prio].sort((a, b) => a - b));
      expect(body.results[0]).toEqual(
        expect.objectContaining({ provider_name: expect.any(String), logo_path: expect.any(String) }),
      );
    });
  });

  describe('search', () => {
    it('accent-insensitive: "amelie" finds Amélie first', async () => {
      const { body } = await get('/api/search/movie?query=amelie');
      expect(body.results[0]).toMatchObject({ id: 194, slug: expect.any(String) });
      expect(body.results[0].media_type).toBeUndefined();
      const upper = (await get('/api/search/movie?query=AMÉLIE')).body;
      expect(upper.results[0].id).toBe(194);
    });

    it('exact titles first, then prefixes, then words; popularity breaks ties', async () => {
      const { body } = await get('/api/search/movie?query=halloween');
      const titles = body.results.map((m: any) => m.title);
      const exact = titles.filter((x: string) => x.toLowerCase() === 'halloween').length;
      expect(exact).toBe(3);
      expect(titles.slice(0, 3).every((x: string) => x === 'Halloween')).toBe(true);
      const pops = body.results.slice(0, 3).map((m: any) => m.popularity);
      expect(pops).toEqual([...pops].sort((a, b) => b - a));
      const prefixEnd = titles.findIndex((x: string) => !x.toLowerCase().startsWith('halloween'));
      if (prefixEnd !== -1) {
        expect(titles.slice(prefixEnd).every((x: string) => !x.toLowerCase().startsWith('halloween'))).toBe(
          true,
        );
      }
      const words = (await get('/api/search/movie?query=club%20fight')).body;
      expect(words.results.map((m: any) => m.id)).toContain(550);
      const exactFirst = (await get('/api/search/movie?query=fight%20club')).body;
      expect(exactFirst.results[0].id).toBe(550);
    });

    it('multi returns movies, shows and people (with known_for) from credits', async () => {
      const { body } = await get('/api/search/multi?query=brad%20pitt');
      const person = body.results.find((r: any) => r.media_type === 'person');
      expect(person).toMatchObject({ id: 287, name: 'Brad Pitt', known_for_department: 'Acting' });
      expect(person.known_for.map((k: any) => k.id)).toContain(550);
      const thrones = (await get('/api/search/multi?query=thrones')).body;
      expect(thrones.results[0]).toMatchObject({ id: 1399, media_type: 'tv', slug: 'game-of-thrones' });
      const creator = (await get('/api/search/multi?query=benioff')).body;
      expect(creator.results.some((r: any) => r.media_type === 'person' && r.id === 9813)).toBe(true);
    });

    it('tv search returns only shows; blank query is an empty page', async () => {
      const tv = (await get('/api/search/tv?query=game')).body;
      expect(tv.results.length).toBeGreaterThan(0);
      for (const s of tv.results) expectSummary(s, 'tv');
      for (const q of ['', '%20%20', '!!!']) {
        const { status, body } = await get(`/api/search/multi?query=${q}`);
        expect(status).toBe(200);
        expect(body).toMatchObject({ results: [], total_results: 0 });
      }
      expect((await get('/api/search/multi')).status).toBe(200);
    });

    it('paging: page 2 continues page 1', async () => {
      const p1 = (await get('/api/search/multi?query=the')).body;
      const p2 = (await get('/api/search/multi?query=the&page=2')).body;
      expect(p1.total_results).toBeGreaterThan(40);
      expect(p2.page).toBe(2);
      const key = (r: any) => `${r.media_type}:${r.id}`;
      const seen = new Set(p1.results.map(key));
      expect(p2.results.every((r: any) => !seen.has(key(r)))).toBe(true);
    });
  });

  describe('autocomplete', () => {
    it('top suggestions with id, title, type, year, poster_path and url', async () => {
      const { body } = await get('/api/autocomplete?query=fight');
      expect(body.suggestions.length).toBeGreaterThan(1);
      expect(body.suggestions.length).toBeLessThanOrEqual(10);
      expect(body.suggestions[0]).toEqual({
        id: 550,
        title: 'Fight Club',
        type: 'movie',
        year: '1999',
        poster_path: '/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg',
        url: 'fight-club',
      });
      const tv = (await get('/api/autocomplete?query=dark%20matter')).body.suggestions;
      expect(tv.find((s: any) => s.id === 62425)).toEqual({
        id: 62425,
        title: 'Dark Matter',
        type: 'tv',
        year: '2015',
        poster_path: null,
        url: expect.stringMatching(/^dark-matter(-\d+)?$/),
      });
      expect((await get('/api/autocomplete?query=')).body).toEqual({ suggestions: [] });
    });
  });

  describe('slugs', () => {
    it('slug lookup: exact, id-prefixed, numbered duplicates, aliases, unknown', async () => {
      const cases: Array<[string, number, string, boolean]> = [
        ['/api/slug/movie/fight-club', 550, 'fight-club', false],
        ['/api/slug/movie/550-fight-club', 550, 'fight-club', true],
        ['/api/slug/movie/550', 550, 'fight-club', true],
        ['/api/slug/movie/blade-runner-2049', 335984, 'blade-runner-2049', false],
        ['/api/slug/movie/Fight-Club', 550, 'fight-club', true],
        ['/api/slug/tv/game-of-thrones', 1399, 'game-of-thrones', false],
        ['/api/slug/movie/m3gan-20', 1071585, 'm3gan-20', false],
        ['/api/slug/movie/m3gan-2-0', 1071585, 'm3gan-20', true],
        ['/api/slug/movie/megan-20', 1071585, 'm3gan-20', true],
        ['/api/slug/movie/m3gan-2', 1071585, 'm3gan-20', true],
        ['/api/slug/movie/m3gan-sequel', 1071585, 'm3gan-20', true],
      ];
      for (const [url, id, slug, redirect] of cases) {
        const { status, body } = await get(url);
        expect(status, url).toBe(200);
        expect(body, url).toEqual({ id, type: url.includes('/tv/') ? 'tv' : 'movie', slug, redirect });
      }
      const halloween = (await get('/api/search/movie?query=halloween')).body.results.slice(0, 3);
      expect(halloween.map((m: any) => m.slug)).toEqual(['halloween', 'halloween-2', 'halloween-3']);
      expect((await get('/api/slug/movie/halloween-2')).body.id).toBe(halloween[1].id);
      expect((await get('/api/slug/movie/halloween-9')).status).toBe(404);
      expect((await get('/api/slug/movie/no-such-title-anywhere')).status).toBe(404);
      expect((await get('/api/slug/tv/fight-club')).status).toBe(404);
    });

    it('tv unique-url by name (and first_air_date or id)', async () => {
      expect(
        (await get('/api/tv/unique-url?name=Game%20of%20Thrones&first_air_date=2011-04-17')).body,
      ).toEqual({
        url: 'game-of-thrones',
      });
      expect((await get('/api/tv/unique-url?name=anything&id=1399')).body).toEqual({
        url: 'game-of-thrones',
      });
      expect((await get('/api/tv/unique-url?name=A%20Show%20We%20Do%20Not%20Have')).body).toEqual({
        url: 'a-show-we-do-not-have',
      });
    });

    it('movies unique-url: by title and release date; numbered lookup', async () => {
      const halloween = (await get('/api/search/movie?query=halloween')).body.results.slice(0, 3);
      const second = halloween[1];
      expect(
        (await get(`/api/movies/unique-url?title=Halloween&release_date=${second.release_date}`)).body,
      ).toEqual({ url: 'halloween-2' });
      expect(
        (await get('/api/movies/unique-url?title=Fight%20Club&release_date=1999-10-15&id=550')).body,
      ).toEqual({
        url: 'fight-club',
      });
      expect((await get('/api/movies/unique-url?title=M3GAN%202.0')).body).toEqual({ url: 'm3gan-20' });
      expect((await get('/api/movies/unique-url?title=halloween-2&lookup_by_number=true')).body).toEqual({
        success: true,
        movie_id: second.id,
      });
      expect(
        (await get('/api/movies/unique-url?title=nothing-like-this-9&lookup_by_number=true')).body,
      ).toEqual({
        success: false,
      });
    });
  });

  it('every list item of every list endpoint carries its slug', async () => {
    const urls = [
      '/api/trending/all/day',
      '/api/discover/tv',
      '/api/movie/popular',
      '/api/tv/popular',
      '/api/movie/top_rated',
      '/api/movie/now_playing',
      '/api/movie/upcoming',
      '/api/search/multi?query=star',
      '/api/movie/603/similar',
    ];
    for (const url of urls) {
      const { body } = await get(url);
      expect(body.results.length, url).toBeGreaterThan(0);
      for (const r of body.results) {
        if (r.media_type === 'person') continue;
        expect(typeof r.slug, url).toBe('string');
      }
    }
  });
});
