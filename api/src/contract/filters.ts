// Query keys accepted by /api/discover/{type} (docs/spec.md §3 "Filter set keys" plus the extras of the
// foundation issue) and the six sort options of docs/spec.md §9. Types only: the client may `import type` them.

export type SortBy =
  | 'popularity.desc'
  | 'popularity.asc'
  | 'vote_average.desc'
  | 'vote_average.asc'
  | 'release_date.desc'
  | 'release_date.asc';

export type DiscoverKey =
  | 'sort_by'
  | 'region'
  | 'watch_region'
  | 'with_original_language'
  | 'with_genres'
  | 'primary_release_year'
  | 'first_air_date_year'
  | 'vote_average.gte'
  | 'vote_average.lte'
  | 'with_runtime.gte'
  | 'with_runtime.lte'
  | 'include_adult'
  | 'primary_release_date.gte'
  | 'primary_release_date.lte'
  | 'first_air_date.gte'
  | 'first_air_date.lte'
  | 'with_origin_country'
  | 'with_watch_providers'
  /** Minimum votes; vote_average sorts default to 200 on the embedded catalog (0 lifts it). */
  | 'vote_count.gte'
  | 'page';

export type DiscoverQuery = Partial<Record<DiscoverKey, string>>;
