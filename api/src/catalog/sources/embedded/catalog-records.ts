// Turns the bundled TMDB-shaped files into the rows the importer writes. Pure: no database, no Nest. Fields,
// genres and offers go through the one TMDB-to-contract mapping (api/src/catalog/mapping).
// Quirks handled here: "watch/providers" with or without the {results} wrapper, German genre names (English
// names by id), null credits, TV shows with only first_air_year, empty release dates, missing posters.
import type {
  CastMember,
  CrewMember,
  MediaType,
  MovieSummary,
  RegionProviders,
  TvSummary,
} from '../../../contract';
import { isDate, mapGenres as genres, num, str, watchProviders } from '../../mapping';
import { OFFER_KINDS, type OfferKind } from '../../rules/offers';
import { assignSlugs } from '../../slug';

export { str, watchProviders };

/* eslint-disable @typescript-eslint/no-explicit-any -- raw bundled JSON, checked field by field below */
export type RawTitle = Record<string, any>;

export interface TitleRecord {
  type: MediaType;
  id: number;
  slug: string;
  title: string;
  originalTitle: string | null;
  popularity: number;
  voteAverage: number;
  voteCount: number;
  releaseDate: string | null;
  dateMin: string | null;
  dateMax: string | null;
  year: number | null;
  originalLanguage: string | null;
  originCountries: string[];
  runtime: number | null;
  adult: boolean;
  hasPoster: boolean;
  genreIds: number[];
  summary: MovieSummary | TvSummary;
  details: Record<string, unknown>;
  offers: Array<{ country: string; kind: OfferKind; providerId: number; priority: number }>;
}

function credits(raw: unknown): { cast: CastMember[]; crew: CrewMember[] } {
  const c = raw && typeof raw === 'object' ? (raw as RawTitle) : {};
  const cast = Array.isArray(c.cast) ? (c.cast as CastMember[]) : [];
  const crew = Array.isArray(c.crew) ? (c.crew as CrewMember[]) : [];
  return { cast, crew };
}

function offerRows(results: Record<string, RegionProviders>): TitleRecord['offers'] {
  const rows: TitleRecord['offers'] = [];
  for (const [country, region] of Object.entries(results)) {
    for (const kind of OFFER_KINDS) {
      const seen = new Set<number>();
      for (const p of region[kind] ?? []) {
        if (seen.has(p.provider_id)) continue;
        seen.add(p.provider_id);
        rows.push({ country, kind, providerId: p.provider_id, priority: p.display_priority ?? 0 });
      }
    }
  }
  return rows;
}

function movieRecord(m: RawTitle): Omit<TitleRecord, 'slug'> {
  const releaseDate = isDate(m.release_date) ? m.release_date : null;
  const g = genres(m.genres);
  const wp = watchProviders(m['watch/providers']);
  const summary: MovieSummary = {
    adult: m.adult === true,
    backdrop_path: str(m.backdrop_path),
    genre_ids: g.map((x) => x.id),
    id: m.id,
    original_language: str(m.original_language),
    original_title: str(m.original_title) ?? m.title,
    overview: str(m.overview),
    popularity: num(m.popularity) ?? 0,
    poster_path: str(m.poster_path),
    release_date: releaseDate,
    title: m.title,
    vote_average: num(m.vote_average) ?? 0,
    vote_count: num(m.vote_count) ?? 0,
  };
  const details = {
    adult: m.adult === true,
    backdrop_path: str(m.backdrop_path),
    genres: g,
    id: m.id,
    imdb_id: str(m.imdb_id),
    origin_country: Array.isArray(m.origin_country) ? m.origin_country : [],
    original_language: str(m.original_language),
    original_title: str(m.original_title) ?? m.title,
    overview: str(m.overview),
    popularity: num(m.popularity) ?? 0,
    poster_path: str(m.poster_path),
    production_countries: Array.isArray(m.production_countries) ? m.production_countries : [],
    release_date: releaseDate,
    runtime: num(m.runtime) || null,
    spoken_languages: Array.isArray(m.spoken_languages) ? m.spoken_languages : [],
    title: m.title,
    vote_average: num(m.vote_average) ?? 0,
    vote_count: num(m.vote_count) ?? 0,
    credits: credits(m.credits),
    'watch/providers': { results: wp },
  };
  const year = releaseDate ? Number(releaseDate.slice(0, 4)) : null;
  return {
    type: 'movie',
    id: m.id,
    title: m.title,
    originalTitle: str(m.original_title),
    popularity: summary.popularity ?? 0,
    voteAverage: summary.vote_average,
    voteCount: summary.vote_count ?? 0,
    releaseDate,
    dateMin: releaseDate,
    dateMax: releaseDate,
    year,
    originalLanguage: summary.original_language ?? null,
    originCountries: details.origin_country,
    runtime: details.runtime,
    adult: summary.adult === true,
    hasPoster: summary.poster_path !== null,
    genreIds: summary.genre_ids ?? [],
    summary,
    details,
    offers: offerRows(wp),
  };
}

function tvRecord(t: RawTitle): Omit<TitleRecord, 'slug'> {
  const firstAir = isDate(t.first_air_date) ? t.first_air_date : null;
  const year = firstAir ? Number(firstAir.slice(0, 4)) : (num(t.first_air_year) ?? null);
  const g = genres(t.genres);
  const wp = watchProviders(t['watch/providers']);
  const origin = Array.isArray(t.origin_country) ? (t.origin_country as string[]) : [];
  const createdBy = Array.isArray(t.created_by) ? (t.created_by as RawTitle[]) : [];
  const summary: TvSummary = {
    adult: false,
    backdrop_path: str(t.backdrop_path),
    first_air_date: firstAir,
    first_air_year: year,
    genre_ids: g.map((x) => x.id),
    id: t.id,
    name: t.name,
    origin_country: origin,
    original_language: str(t.original_language),
    original_name: str(t.original_name) ?? t.name,
    overview: str(t.overview),
    popularity: num(t.popularity) ?? 0,
    poster_path: str(t.poster_path),
    vote_average: num(t.vote_average) ?? 0,
    vote_count: num(t.vote_count) ?? 0,
  };
  const raw = credits(t.credits);
  const details = {
    adult: false,
    backdrop_path: str(t.backdrop_path),
    created_by: createdBy.map((c) => ({ id: c.id, name: c.name, profile_path: str(c.profile_path) })),
    episode_run_time: Array.isArray(t.episode_run_time) ? t.episode_run_time : [],
    first_air_date: firstAir,
    first_air_year: year,
    genres: g,
    id: t.id,
    name: t.name,
    networks: Array.isArray(t.networks) ? t.networks : [],
    number_of_episodes: num(t.number_of_episodes),
    number_of_seasons: num(t.number_of_seasons),
    origin_country: origin,
    original_language: str(t.original_language),
    original_name: str(t.original_name) ?? t.name,
    overview: str(t.overview),
    popularity: num(t.popularity) ?? 0,
    poster_path: str(t.poster_path),
    spoken_languages: Array.isArray(t.spoken_languages) ? t.spoken_languages : [],
    status: str(t.status),
    vote_average: num(t.vote_average) ?? 0,
    vote_count: num(t.vote_count) ?? 0,
    // TMDB lists a show's creators in created_by; the crew carries them too so "creator" facts have one source.
    credits: {
      cast: raw.cast,
      crew: raw.crew.length
        ? raw.crew
        : createdBy.map((c) => ({
            id: c.id,
            name: c.name,
            job: 'Creator',
            department: 'Writing',
            profile_path: str(c.profile_path),
          })),
    },
    'watch/providers': { results: wp },
  };
  const runtimes = details.episode_run_time.filter((n: unknown) => typeof n === 'number' && n > 0);
  return {
    type: 'tv',
    id: t.id,
    title: t.name,
    originalTitle: str(t.original_name),
    popularity: summary.popularity ?? 0,
    voteAverage: summary.vote_average,
    voteCount: summary.vote_count ?? 0,
    releaseDate: firstAir,
    dateMin: firstAir ?? (year ? `${year}-01-01` : null),
    dateMax: firstAir ?? (year ? `${year}-12-31` : null),
    year,
    originalLanguage: summary.original_language ?? null,
    originCountries: origin,
    runtime: runtimes.length ? runtimes[0] : null,
    adult: false,
    hasPoster: summary.poster_path !== null,
    genreIds: summary.genre_ids ?? [],
    summary,
    details,
    offers: offerRows(wp),
  };
}

/** Records of one type with unique slugs; titles without an id or a name are skipped. */
export function titleRecords(type: MediaType, raw: RawTitle[]): TitleRecord[] {
  const valid = raw.filter(
    (r) => Number.isInteger(r.id) && r.id > 0 && str(type === 'movie' ? r.title : r.name) !== null,
  );
  const unique = [...new Map(valid.map((r) => [r.id as number, r])).values()];
  const records = unique.map((r) => (type === 'movie' ? movieRecord(r) : tvRecord(r)));
  const slugs = assignSlugs(records.map((r) => ({ id: r.id, title: r.title, popularity: r.popularity })));
  return records.map((r) => {
    const slug = slugs.get(r.id) as string;
    return {
      ...r,
      slug,
      summary: { ...r.summary, slug },
      details: { ...r.details, slug },
    } as TitleRecord;
  });
}
