// Raw TMDB details (append_to_response=credits,watch/providers,similar) -> contract details.
import type { Credits, MovieDetails, TvDetails, WatchProviders } from '../../contract';
import { regionView } from '../rules/offers';
import type {
  TmdbCredits,
  TmdbMovieDetails,
  TmdbTvDetails,
  TmdbWatchProviders,
} from '../sources/tmdb/tmdb-types';
import { dateOrNull, mapGenres, num0, yearOf } from './fields';
import { watchProviders } from './offers';

const CAST_LIMIT = 20;
/** Crew the UI uses: director facts, TV creators (Creator, Executive Producer, Writing), structured data. */
const CREW_JOBS = new Set(['Director', 'Creator', 'Executive Producer', 'Producer', 'Screenplay', 'Writer']);
const CREW_LIMIT = 40;

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

/** With region, only that country's offers; available_in always lists every country with an offer. */
export function mapWatchProviders(wp: TmdbWatchProviders | undefined, region?: string): WatchProviders {
  return regionView(watchProviders(wp), region);
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
    vote_average: num0(m.vote_average),
    vote_count: num0(m.vote_count),
    popularity: num0(m.popularity),
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
    vote_average: num0(t.vote_average),
    vote_count: num0(t.vote_count),
    popularity: num0(t.popularity),
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
