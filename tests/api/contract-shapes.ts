// A small runtime checker for the response shapes of api/src/contract/catalog.ts, so one suite can assert that
// the embedded catalog and the live TMDB source answer every /api catalog endpoint with the same contract.
// Each checker mirrors one contract interface: required keys must be present with the right type, optional
// keys may be absent (or undefined) but are type-checked when present. Unknown extra keys are allowed.

export type Check = (value: unknown, path: string, errors: string[]) => void;

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

const prim =
  (t: 'string' | 'number' | 'boolean'): Check =>
  (v, path, errors) => {
    if (typeof v !== t || (t === 'number' && !Number.isFinite(v as number))) {
      errors.push(`${path}: expected ${t}, got ${typeOf(v)}`);
    }
  };

export const str = prim('string');
export const num = prim('number');
export const bool = prim('boolean');
export const int: Check = (v, path, errors) => {
  if (!Number.isInteger(v)) errors.push(`${path}: expected integer, got ${JSON.stringify(v)}`);
};
export const date: Check = (v, path, errors) => {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v))
    errors.push(`${path}: expected YYYY-MM-DD, got ${JSON.stringify(v)}`);
};
export const slug: Check = (v, path, errors) => {
  if (typeof v !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(v))
    errors.push(`${path}: expected a slug, got ${JSON.stringify(v)}`);
};
export const literal =
  (...values: unknown[]): Check =>
  (v, path, errors) => {
    if (!values.includes(v))
      errors.push(`${path}: expected one of ${JSON.stringify(values)}, got ${JSON.stringify(v)}`);
  };
export const nullable =
  (c: Check): Check =>
  (v, path, errors) => {
    if (v !== null) c(v, path, errors);
  };
export const arr =
  (c: Check): Check =>
  (v, path, errors) => {
    if (!Array.isArray(v)) return void errors.push(`${path}: expected array, got ${typeOf(v)}`);
    v.forEach((item, i) => c(item, `${path}[${i}]`, errors));
  };
export const record =
  (c: Check): Check =>
  (v, path, errors) => {
    if (typeOf(v) !== 'object') return void errors.push(`${path}: expected object, got ${typeOf(v)}`);
    for (const [k, item] of Object.entries(v as object)) c(item, `${path}.${k}`, errors);
  };

/** Keys ending in '?' are optional. */
export const obj =
  (fields: Record<string, Check>): Check =>
  (v, path, errors) => {
    if (typeOf(v) !== 'object') return void errors.push(`${path}: expected object, got ${typeOf(v)}`);
    const o = v as Record<string, unknown>;
    for (const [key, check] of Object.entries(fields)) {
      const optional = key.endsWith('?');
      const name = optional ? key.slice(0, -1) : key;
      if (!(name in o) || o[name] === undefined) {
        if (!optional) errors.push(`${path}.${name}: missing`);
        continue;
      }
      check(o[name], `${path}.${name}`, errors);
    }
  };

export function problems(check: Check, value: unknown, path = '$'): string[] {
  const errors: string[] = [];
  check(value, path, errors);
  return errors;
}

// ---- the contract (api/src/contract/catalog.ts) ----

export const Genre = obj({ id: int, name: str });
export const GenreList = obj({ genres: arr(Genre) });
export const Country = obj({ iso_3166_1: str, english_name: str, 'native_name?': str });
export const Provider = obj({
  provider_id: int,
  provider_name: str,
  logo_path: nullable(str),
  'display_priority?': num,
});
export const RegionProviders = obj({
  'link?': str,
  'flatrate?': arr(Provider),
  'ads?': arr(Provider),
  'rent?': arr(Provider),
  'buy?': arr(Provider),
  'free?': arr(Provider),
});
export const WatchProviders = obj({ results: record(RegionProviders), 'available_in?': arr(str) });
export const CastMember = obj({
  id: int,
  name: str,
  'character?': nullable(str),
  'profile_path?': nullable(str),
  'order?': num,
});
export const CrewMember = obj({
  id: int,
  name: str,
  job: str,
  department: str,
  'profile_path?': nullable(str),
});
export const Credits = obj({ cast: arr(CastMember), crew: arr(CrewMember) });
export const SpokenLanguage = obj({ 'iso_639_1?': str, english_name: str, 'name?': str });
export const ProductionCountry = obj({ iso_3166_1: str, 'name?': str });

const summaryCommon = {
  id: int,
  'original_language?': nullable(str),
  'overview?': nullable(str),
  poster_path: nullable(str),
  'backdrop_path?': nullable(str),
  vote_average: num,
  'vote_count?': num,
  'popularity?': num,
  'genre_ids?': arr(int),
  'adult?': bool,
  slug,
};
export const MovieSummary = obj({
  ...summaryCommon,
  'media_type?': literal('movie'),
  title: str,
  'original_title?': str,
  release_date: nullable(date),
});
export const TvSummary = obj({
  ...summaryCommon,
  'media_type?': literal('tv'),
  name: str,
  'original_name?': str,
  first_air_date: nullable(date),
  'first_air_year?': nullable(int),
  'origin_country?': arr(str),
});
export const PersonSummary = obj({
  id: int,
  media_type: literal('person'),
  name: str,
  profile_path: nullable(str),
  'known_for_department?': nullable(str),
  'popularity?': num,
  'adult?': bool,
  'known_for?': arr((v, p, e) =>
    ((v as { media_type?: string })?.media_type === 'tv' ? TvSummary : MovieSummary)(v, p, e),
  ),
});

/** A title of a known type (typed lists). */
export const TitleOf = (type: 'movie' | 'tv'): Check => (type === 'movie' ? MovieSummary : TvSummary);

/** Multi results say what they are. */
export const MultiResult: Check = (v, path, errors) => {
  const mt = (v as { media_type?: unknown })?.media_type;
  if (mt === 'movie') return MovieSummary(v, path, errors);
  if (mt === 'tv') return TvSummary(v, path, errors);
  if (mt === 'person') return PersonSummary(v, path, errors);
  errors.push(`${path}.media_type: expected movie, tv or person, got ${JSON.stringify(mt)}`);
};

export const Paged = (item: Check): Check =>
  obj({ page: int, results: arr(item), total_pages: int, total_results: int });
export const DatedPage = (item: Check): Check =>
  obj({
    page: int,
    results: arr(item),
    total_pages: int,
    total_results: int,
    dates: obj({ minimum: date, maximum: date }),
  });

const detailsCommon = {
  id: int,
  original_language: nullable(str),
  overview: nullable(str),
  poster_path: nullable(str),
  backdrop_path: nullable(str),
  vote_average: num,
  vote_count: num,
  'popularity?': num,
  genres: arr(Genre),
  spoken_languages: arr(SpokenLanguage),
  'adult?': bool,
  credits: Credits,
  'watch/providers': WatchProviders,
  slug,
};
export const MovieDetails = obj({
  ...detailsCommon,
  title: str,
  'original_title?': str,
  release_date: nullable(date),
  runtime: nullable(num),
  'imdb_id?': nullable(str),
  production_countries: arr(ProductionCountry),
  'origin_country?': arr(str),
});
export const TvDetails = obj({
  ...detailsCommon,
  name: str,
  'original_name?': str,
  first_air_date: nullable(date),
  'first_air_year?': nullable(int),
  number_of_seasons: nullable(int),
  number_of_episodes: nullable(int),
  'episode_run_time?': arr(num),
  'status?': nullable(str),
  origin_country: arr(str),
  created_by: arr(obj({ id: int, name: str, 'profile_path?': nullable(str) })),
  'networks?': arr(obj({ id: int, name: str, 'logo_path?': nullable(str), 'origin_country?': str })),
});
export const Suggestion = obj({
  id: int,
  title: str,
  type: literal('movie', 'tv'),
  year: nullable(str),
  poster_path: nullable(str),
  url: slug,
  'original_title?': str,
  'original_language?': str,
});
export const SuggestionList = obj({ suggestions: arr(Suggestion) });
export const UniqueUrl = obj({ url: slug });
export const NumberedLookup = obj({ success: bool, 'movie_id?': int });
export const SlugLookup = obj({ id: int, type: literal('movie', 'tv'), slug, redirect: bool });
export const ProviderList = obj({ results: arr(Provider) });
export const ApiError = obj({
  statusCode: int,
  message: (v, p, e) => (Array.isArray(v) ? arr(str) : str)(v, p, e),
  error: str,
});
