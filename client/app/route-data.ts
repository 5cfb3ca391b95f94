// What each route of the table (api/src/contract/routes.ts) reads before it can render (issue #43, docs/architecture.md
// "One render path"): its queries, as the same query options its screens use (client/api/*), from the address's
// params and search and the visitor's country. The server fetches them in parallel (client/entry-server.tsx), then
// renders the page once. A lookup that names what to read next (a title's slug) chains inside its loader.
// Only the page's own, enabled queries belong here: a screen's disabled query (a list it shows after a tap, the
// "on your services" row of a visitor without services) is no part of its first render.
import type { QueryClient } from '@tanstack/react-query';
import type { MediaType, SlugLookup } from '../../api/src/contract';
import type { RouteName } from '../../api/src/contract/routes';
import type { Locale } from '../../api/src/contract/locales';
import { affiliatesQueryOptions } from '../api/affiliates';
import { countriesQueryOptions } from '../api/countries';
import { discoverQueryOptions } from '../api/discover';
import { genresQueryOptions } from '../api/genres';
import { referenceDateQueryOptions } from '../api/health';
import { newArrivalsQueryOptions, newOnProviderQueryOptions } from '../api/new-arrivals';
import { providersQueryOptions } from '../api/providers';
import { averageRatingQueryOptions } from '../api/ratings';
import { nowPlayingQueryOptions, upcomingQueryOptions } from '../api/release-lists';
import { searchQueryOptions } from '../api/search';
import { similarQueryOptions } from '../api/similar';
import { slugQueryOptions } from '../api/slug';
import { titleListQueryOptions } from '../api/title-lists';
import { titleQueryOptions } from '../api/title';
import { trendingQueryOptions } from '../api/trending';
import { parseFilters, toDiscoverQuery } from '../features/discover/filters';
import { parseDiscoverPage } from '../features/discover/page-address';
import { parseResultFilter, parseResultPage } from '../features/search/filter-results';
import { idFromParam } from '../features/title/hooks/use-title-id';

export interface RouteDataContext {
  /** The route's params (React Router's, from the table's `path`). */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  /** The visitor's country (the saved choice, else detection). */
  country: string;
  /** The page's language (its address's): lists with names in a language (genres) are read in it (#46). */
  locale?: Locale;
  client: QueryClient;
}

/** A query the loader asks for: the options the screen's own hook uses (client/api/*). */
type Options = { queryKey: readonly unknown[] };
type Prefetch = Parameters<QueryClient['prefetchQuery']>[0];

/** Fetches a route's queries into the client, in parallel; each once (no retry: a retry's delay holds the page). */
export type RouteLoader = (ctx: RouteDataContext) => Promise<void>;

/** Every query of `list` into the cache at once; a failed one stays an error state of the page, as in the browser. */
function prefetch(client: QueryClient, list: Options[]): Promise<void> {
  return Promise.all(list.map((o) => client.prefetchQuery({ ...(o as Prefetch), retry: false }))).then(
    () => undefined,
  );
}

/** The layout's own data (the region picker's country names): on every page. */
const layout = (): Options[] => [countriesQueryOptions()];

const queries =
  (declare: (ctx: RouteDataContext) => Options[]): RouteLoader =>
  (ctx) =>
    prefetch(ctx.client, [...layout(), ...declare(ctx)]);

/**
 * A title's queries once its id is known (client/features/title: details, the rating average, affiliates, similar
 * titles). The visitor's own rating is read in the browser (its session is on the device).
 */
function titleQueries(type: MediaType, id: number, country: string): Options[] {
  return [
    titleQueryOptions(type, id, country),
    averageRatingQueryOptions(type === 'movie' ? 'movie' : 'series', id),
    affiliatesQueryOptions(),
    similarQueryOptions(type, id, country),
  ];
}

/** /movies/{slug}, /tv-shows/{slug}: the slug's lookup, then (a title of that type) its queries. */
const bySlug =
  (type: MediaType): RouteLoader =>
  async ({ params, country, client }) => {
    const slug = params.slug ?? '';
    const layoutData = prefetch(client, layout());
    let found: SlugLookup | null = null;
    try {
      found = await client.fetchQuery({ ...slugQueryOptions(type, slug), retry: false });
    } catch {
      // The page shows the lookup's error state (with a retry).
    }
    if (found === null && client.getQueryState(slugQueryOptions(type, slug).queryKey)?.status === 'success') {
      // No such title: the page's (disabled) details query reads as "none", so it shows "Movie not found".
      client.setQueryData(titleQueryOptions(type, 0, country).queryKey, null);
    }
    await Promise.all([
      layoutData,
      found && found.type === type ? prefetch(client, titleQueries(type, found.id, country)) : undefined,
    ]);
  };

/** /movie/{id}/{title?}, /tv/{id}/{title?}. */
const byId =
  (type: MediaType): RouteLoader =>
  ({ params, country, client }) => {
    const id = idFromParam(params.id);
    return prefetch(client, [...layout(), ...(id === undefined ? [] : titleQueries(type, id, country))]);
  };

const searchPage = queries(({ search, country }) => {
  const q = (search.get('q') ?? '').trim();
  const filter = parseResultFilter(search.get('type'));
  if (!q) return [];
  return [
    searchQueryOptions(filter === 'all' ? 'multi' : filter, q, parseResultPage(search.get('page')), country),
  ];
});

const discoverPage = queries(({ params, search, country, locale }) => {
  const type: MediaType = params.type === 'tv' ? 'tv' : 'movie';
  return [
    referenceDateQueryOptions(),
    genresQueryOptions('movie', locale),
    genresQueryOptions('tv', locale),
    providersQueryOptions(type, country),
    discoverQueryOptions(type, toDiscoverQuery(parseFilters(search), parseDiscoverPage(search), country)),
  ];
});

/** type=movie|tv and days=7|30 of the "new" pages (features/new/new-arrivals-view.tsx useNewSearch). */
function newSearch(search: URLSearchParams) {
  const t = search.get('type');
  return {
    type: t === 'movie' || t === 'tv' ? (t as MediaType) : undefined,
    days: search.get('days') === '30' ? (30 as const) : (7 as const),
  };
}

/** The loader of every route of the table (a route with no data of its own reads the layout's). */
export const ROUTE_DATA: Record<RouteName, RouteLoader> = {
  home: queries(({ country, locale }) => [
    trendingQueryOptions('movie', 'day', country),
    titleListQueryOptions('movie', 'popular', country, 1),
    trendingQueryOptions('tv', 'week', country),
    genresQueryOptions('movie', locale),
    nowPlayingQueryOptions(country, 1),
    upcomingQueryOptions(country, 1),
  ]),
  movieById: byId('movie'),
  movie: bySlug('movie'),
  tvById: byId('tv'),
  tv: bySlug('tv'),
  tvOld: queries(() => []),
  search: searchPage,
  directSearch: searchPage,
  category: queries(({ params, search, country }) => {
    const type: MediaType = params.type === 'tv' ? 'tv' : 'movie';
    const filter = search.get('filter');
    if (type === 'movie' && filter === 'now_playing') return [nowPlayingQueryOptions(country, 1)];
    const list = filter === 'top_rated' ? 'top_rated' : 'popular';
    return [titleListQueryOptions(type, list, country, 1)];
  }),
  genre: queries(({ params, search, country, locale }) => {
    const type: MediaType = search.get('type') === 'tv' ? 'tv' : 'movie';
    // Both lists: an id neither knows is the 404 page (app/routes/genre.tsx GenreRoute).
    const genres = [genresQueryOptions('movie', locale), genresQueryOptions('tv', locale)];
    if (!/^\d+$/.test(params.id ?? '')) return genres;
    return [
      ...genres,
      discoverQueryOptions(type, {
        with_genres: String(Number(params.id)),
        sort_by: 'popularity.desc',
        include_adult: 'false',
        region: country,
        page: '1',
      }),
    ];
  }),
  advancedSearch: discoverPage,
  advancedSearchType: discoverPage,
  upcoming: queries(({ country }) => [
    referenceDateQueryOptions(),
    upcomingQueryOptions(country),
    nowPlayingQueryOptions(country),
  ]),
  contact: queries(() => []),
  privacy: queries(() => []),
  terms: queries(() => []),
  faq: queries(() => []),
  myList: queries(() => []),
  newArrivals: queries(({ search, country }) => {
    const provider = /^\d+$/.test(search.get('provider') ?? '') ? Number(search.get('provider')) : undefined;
    return [
      newArrivalsQueryOptions(country, {
        ...newSearch(search),
        providers: provider ? [provider] : [],
      }),
      // The country's services, listed when none has arrivals yet (features/new/new-page.tsx).
      providersQueryOptions('movie', country),
      providersQueryOptions('tv', country),
    ];
  }),
  newOnProvider: queries(({ params, search }) => [
    // The page's country is the address's (features/new/new-provider-page.tsx).
    newOnProviderQueryOptions(params.provider ?? '', (params.country ?? '').toUpperCase(), newSearch(search)),
  ]),
};

/** The 404 page reads the layout's data only. */
export const NOT_FOUND_DATA: RouteLoader = queries(() => []);
