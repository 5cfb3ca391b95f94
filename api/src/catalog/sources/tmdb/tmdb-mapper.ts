// Raw TMDB objects -> contract types (api/src/contract/catalog.ts), at the edge of the TMDB source.
// Slugs are not TMDB's: the caller registers titles in the slug table first and passes a lookup.
import type {
  Country,
  Credits,
  Genre,
  MediaType,
  MovieDetails,
  MovieSummary,
  MultiResult,
  Paged,
  PersonSummary,
  Provider,
  RegionProviders,
  Suggestion,
  TvDetails,
  TvSummary,
  WatchProviders,
} from '../../../contract';
import { genreName } from '../../genre-names';
import type {
  TmdbCountry,
  TmdbCredits,
  TmdbGenre,
  TmdbMovieDetails,
  TmdbMovieItem,
  TmdbMultiItem,
  TmdbPage,
  TmdbPersonItem,
  TmdbProvider,
  TmdbProviderOffer,
  TmdbRegionOffers,
  TmdbTvDetails,
  TmdbTvItem,
  TmdbWatchProviders,
} from './tmdb-types';

export type SlugOf = (type: MediaType, id: number) => string | undefined;

/** TMDB refuses pages above 500, so we never announce more. */
export const MAX_PAGES = 500;
const CAST_LIMIT = 20;
const SIMILAR_LIMIT = 20;
/** Crew the UI uses: director facts, TV creators (Creator, Executive Producer, Writing), structured data. */
const CREW_JOBS = new Set(['Director', 'Creator', 'Executive Producer', 'Producer', 'Screenplay', 'Writer']);
const CREW_LIMIT = 40;
const OFFER_GROUPS = ['flatrate', 'ads', 'rent', 'buy', 'free'] as const;

const dateOrNull = (d: string | null | undefined): string | null => (d ? d : null);
const yearOf = (d: string | null | undefined): number | null =>
  d && /^\d{4}/.test(d) ? Number(d.slice(0, 4)) : null;
const num = (n: number | null | undefined): number => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

export function isMovieItem(item: TmdbMultiItem): item is TmdbMovieItem {
  return item.media_type === 'movie' || (item.media_type === undefined && 'title' in item);
}

export function isTvItem(item: TmdbMultiItem): item is TmdbTvItem {
  return item.media_type === 'tv' || (item.media_type === undefined && 'name' in item && !('title' in item));
}

export function titleOf(item: TmdbMovieItem | TmdbTvItem | TmdbMovieDetails | TmdbTvDetails): string {
  return 'title' in item ? item.title : item.name;
}

export function mapMovieItem(m: TmdbMovieItem, slugOf: SlugOf): MovieSummary {
  return {
    id: m.id,
    media_type: 'movie',
    title: m.title ?? '',
    original_title: m.original_title,
    original_language: m.original_language ?? null,
    overview: m.overview ?? null,
    poster_path: m.poster_path ?? null,
    backdrop_path: m.backdrop_path ?? null,
    release_date: dateOrNull(m.release_date),
    vote_average: num(m.vote_average),
    vote_count: num(m.vote_count),
    popularity: num(m.popularity),
    genre_ids: m.genre_ids ?? [],
    adult: m.adult ?? false,
    slug: slugOf('movie', m.id),
  };
}

export function mapTvItem(t: TmdbTvItem, slugOf: SlugOf): TvSummary {
  return {
    id: t.id,
    media_type: 'tv',
    name: t.name ?? '',
    original_name: t.original_name,
    original_language: t.original_language ?? null,
    overview: t.overview ?? null,
    poster_path: t.poster_path ?? null,
    backdrop_path: t.backdrop_path ?? null,
    first_air_date: dateOrNull(t.first_air_date),
    first_air_year: yearOf(t.first_air_date),
    vote_average: num(t.vote_average),
    vote_count: num(t.vote_count),
    popularity: num(t.popularity),
    genre_ids: t.genre_ids ?? [],
    origin_country: t.origin_country ?? [],
    adult: t.adult ?? false,
    slug: slugOf('tv', t.id),
  };
}

export function mapPerson(p: TmdbPersonItem, slugOf: SlugOf): PersonSummary {
  return {
    id: p.id,
    media_type: 'person',
    name: p.name ?? '',
    adult: p.adult ?? false,
    profile_path: p.profile_path ?? null,
    known_for_department: p.known_for_department ?? null,
    popularity: num(p.popularity),
    known_for: (p.known_for ?? []).map((k) =>
      isMovieItem(k) ? mapMovieItem(k, slugOf) : mapTvItem(k, slugOf),
    ),
  };
}

/** A multi item of unknown kind (trending/all, search/multi); `fallback` is the type of a typed list. */
export function mapMultiItem(item: TmdbMultiItem, slugOf: SlugOf, fallback?: MediaType): MultiResult {
  if (item.media_type === 'person') return mapPerson(item, slugOf);
  if (fallback === 'movie' || isMovieItem(item)) return mapMovieItem(item as TmdbMovieItem, slugOf);
  return mapTvItem(item as TmdbTvItem, slugOf);
}

export function mapPage<R, T>(page: TmdbPage<R>, map: (r: R) => T): Paged<T> {
  return {
    page: page.page ?? 1,
    results: (page.results ?? []).map(map),
    total_pages: Math.min(page.total_pages ?? 0, MAX_PAGES),
    total_results: page.total_results ?? 0,
  };
}

export function mapGenres(genres: TmdbGenre[] | undefined): Genre[] {
  return (genres ?? []).map((g) => ({ id: g.id, name: genreName(g.id, g.name) }));
}

export function mapCredits(credits: TmdbCredits | undefined): Credits {
  const cast = [...(credits?.cast ?? [])]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .slice(0, CAST_LIMIT)
    .map((c) => ({
      id: c.id,
      name: c.name,
      character: c.character ?? null,
      profile_path: c.profile_path ?? null,
      order: c.order,
    }));
  const crew = (credits?.crew ?? [])
    .filter((c) => CREW_JOBS.has(c.job) || c.department === 'Writing')
    .slice(0, CREW_LIMIT)
    .map((c) => ({
      id: c.id,
      name: c.name,
      job: c.job,
      department: c.department,
      profile_path: c.profile_path ?? null,
    }));
  return { cast, crew };
}

const mapOffer = (o: TmdbProviderOffer): Provider => ({
  provider_id: o.provider_id,
  provider_name: o.provider_name,
  logo_path: o.logo_path ?? null,
  display_priority: o.display_priority,
});

function mapRegionOffers(r: TmdbRegionOffers): RegionProviders {
  const out: RegionProviders = {};
  if (r.link) out.link = r.link;
  for (const group of OFFER_GROUPS) {
    const offers = r[group];
    if (offers && offers.length > 0) out[group] = offers.map(mapOffer);
  }
  return out;
}

/** With region, only that country's offers; available_in always lists every country with an offer. */
export function mapWatchProviders(wp: TmdbWatchProviders | undefined, region?: string): WatchProviders {
  const all = wp?.results ?? {};
  const results: Record<string, RegionProviders> = {};
  const availableIn: string[] = [];
  for (const [country, offers] of Object.entries(all)) {
    const mapped = mapRegionOffers(offers);
    if (OFFER_GROUPS.some((g) => mapped[g])) availableIn.push(country);
    if (!region || region === country) results[country] = mapped;
  }
  return { results, available_in: availableIn.sort() };
}

export function mapMovieDetails(m: TmdbMovieDetails, slug: string, region?: string): MovieDetails {
  return {
    id: m.id,
    title: m.title ?? '',
    original_title: m.original_title,
    original_language: m.original_language ?? null,
    overview: m.overview ?? null,
    release_date: dateOrNull(m.release_date),
    poster_path: m.poster_path ?? null,
    backdrop_path: m.backdrop_path ?? null,
    vote_average: num(m.vote_average),
    vote_count: num(m.vote_count),
    popularity: num(m.popularity),
    runtime: m.runtime ? m.runtime : null,
    genres: mapGenres(m.genres),
    imdb_id: m.imdb_id ?? null,
    spoken_languages: (m.spoken_languages ?? []).map((l) => ({
      iso_639_1: l.iso_639_1,
      english_name: l.english_name || l.name || l.iso_639_1 || '',
      name: l.name,
    })),
    production_countries: (m.production_countries ?? []).map((c) => ({
      iso_3166_1: c.iso_3166_1,
      name: c.name,
    })),
    origin_country: m.origin_country ?? [],
    adult: m.adult ?? false,
    credits: mapCredits(m.credits),
    'watch/providers': mapWatchProviders(m['watch/providers'], region),
    slug,
  };
}

export function mapTvDetails(t: TmdbTvDetails, slug: string, region?: string): TvDetails {
  return {
    id: t.id,
    name: t.name ?? '',
    original_name: t.original_name,
    original_language: t.original_language ?? null,
    overview: t.overview ?? null,
    first_air_date: dateOrNull(t.first_air_date),
    first_air_year: yearOf(t.first_air_date),
    poster_path: t.poster_path ?? null,
    backdrop_path: t.backdrop_path ?? null,
    vote_average: num(t.vote_average),
    vote_count: num(t.vote_count),
    popularity: num(t.popularity),
    number_of_seasons: t.number_of_seasons ?? null,
    number_of_episodes: t.number_of_episodes ?? null,
    episode_run_time: t.episode_run_time ?? [],
    status: t.status ?? null,
    genres: mapGenres(t.genres),
    origin_country: t.origin_country ?? [],
    spoken_languages: (t.spoken_languages ?? []).map((l) => ({
      iso_639_1: l.iso_639_1,
      english_name: l.english_name || l.name || l.iso_639_1 || '',
      name: l.name,
    })),
    created_by: (t.created_by ?? []).map((c) => ({
      id: c.id,
      name: c.name,
      profile_path: c.profile_path ?? null,
    })),
    networks: (t.networks ?? []).map((n) => ({
      id: n.id,
      name: n.name,
      logo_path: n.logo_path ?? null,
      origin_country: n.origin_country,
    })),
    adult: t.adult ?? false,
    credits: mapCredits(t.credits),
    'watch/providers': mapWatchProviders(t['watch/providers'], region),
    slug,
  };
}

/** The similar titles appended to a details answer, at most 20. */
export function mapSimilar(
  type: MediaType,
  details: TmdbMovieDetails | TmdbTvDetails,
  slugOf: SlugOf,
): Paged<MovieSummary | TvSummary> {
  const page = details.similar ?? { page: 1, results: [], total_pages: 0, total_results: 0 };
  const results = (page.results as Array<TmdbMovieItem | TmdbTvItem>)
    .slice(0, SIMILAR_LIMIT)
    .map((r) =>
      type === 'movie' ? mapMovieItem(r as TmdbMovieItem, slugOf) : mapTvItem(r as TmdbTvItem, slugOf),
    );
  return { page: 1, results, total_pages: results.length > 0 ? 1 : 0, total_results: results.length };
}

export function mapSuggestion(item: TmdbMovieItem | TmdbTvItem, type: MediaType, slug: string): Suggestion {
  const date = 'title' in item ? item.release_date : item.first_air_date;
  return {
    id: item.id,
    title: titleOf(item),
    type,
    year: date && /^\d{4}/.test(date) ? date.slice(0, 4) : null,
    poster_path: item.poster_path ?? null,
    url: slug,
  };
}

export function mapCountry(c: TmdbCountry): Country {
  return { iso_3166_1: c.iso_3166_1, english_name: c.english_name, native_name: c.native_name };
}

/** Providers offered in one country, by that country's display priority. */
export function mapRegionProviders(list: TmdbProvider[], region: string, limit: number): Provider[] {
  return list
    .filter((p) => p.display_priorities?.[region] !== undefined)
    .map((p) => ({
      provider_id: p.provider_id,
      provider_name: p.provider_name,
      logo_path: p.logo_path ?? null,
      display_priority: p.display_priorities![region],
    }))
    .sort((a, b) => a.display_priority - b.display_priority || a.provider_id - b.provider_id)
    .slice(0, limit);
}
