// SQL builders of the embedded catalog's discover filters and sorts, for the filter shapes the in-memory index
// does not serve (index-discover.ts); both engines run the same SQL. Search runs in memory (index-search.ts).
import type { MediaType, SortBy } from '../../../contract';
import { type DiscoverParams, MIN_VOTES_FOR_RATING_SORT } from '../../catalog-source';

export interface Where {
  sql: string[];
  params: unknown[];
}

const has = (v: unknown): boolean => v !== undefined && v !== null;

export function discoverWhere(type: MediaType, p: DiscoverParams): Where {
  const sql = ['t.type = ?'];
  const params: unknown[] = [type];
  const add = (clause: string, ...values: unknown[]): void => {
    sql.push(clause);
    params.push(...values);
  };
  if (!p.includeAdult) sql.push('t.adult = 0');
  if (p.withGenres?.length) {
    const marks = p.withGenres.map(() => '?').join(', ');
    if (p.genreMode === 'any') {
      add(
        `EXISTS (SELECT 1 FROM catalog_title_genre g WHERE g.type = t.type AND g.title_id = t.id AND g.genre_id IN (${marks}))`,
        ...p.withGenres,
      );
    } else {
      for (const genre of new Set(p.withGenres)) {
        add(
          'EXISTS (SELECT 1 FROM catalog_title_genre g WHERE g.type = t.type AND g.title_id = t.id AND g.genre_id = ?)',
          genre,
        );
      }
    }
  }
  if (has(p.year)) add('t.year = ?', p.year);
  if (has(p.voteAverageGte)) add('t.vote_average >= ?', p.voteAverageGte);
  if (has(p.voteAverageLte)) add('t.vote_average <= ?', p.voteAverageLte);
  const minVotes =
    p.voteCountGte ?? (p.sortBy.startsWith('vote_average') ? MIN_VOTES_FOR_RATING_SORT : undefined);
  if (minVotes) add('t.vote_count >= ?', minVotes);
  if (has(p.runtimeGte)) add('t.runtime >= ?', p.runtimeGte);
  if (has(p.runtimeLte)) add('t.runtime <= ?', p.runtimeLte);
  if (p.withOriginalLanguage) add('t.original_language = ?', p.withOriginalLanguage);
  // Year-only dates (many TV shows) span their whole year: they match a range that overlaps it.
  if (p.releaseDateGte) add('t.date_max >= ?', p.releaseDateGte);
  if (p.releaseDateLte) add('t.date_min <= ?', p.releaseDateLte);
  if (p.withOriginCountry) add('t.origin_countries LIKE ?', `%,${p.withOriginCountry},%`);
  if (p.withWatchProviders?.length) {
    const marks = p.withWatchProviders.map(() => '?').join(', ');
    add(
      `EXISTS (SELECT 1 FROM catalog_offer o WHERE o.type = t.type AND o.title_id = t.id AND o.country = ? AND o.provider_id IN (${marks}))`,
      p.watchRegion ?? p.region ?? 'US',
      ...p.withWatchProviders,
    );
  }
  return { sql, params };
}

export function discoverOrder(sort: SortBy): string {
  switch (sort) {
    case 'popularity.asc':
      return 't.popularity ASC, t.id ASC';
    case 'vote_average.desc':
      return 't.vote_average DESC, t.vote_count DESC, t.id ASC';
    case 'vote_average.asc':
      return 't.vote_average ASC, t.vote_count DESC, t.id ASC';
    case 'release_date.desc':
      return '(t.date_min IS NULL) ASC, t.date_min DESC, t.popularity DESC, t.id ASC';
    case 'release_date.asc':
      return '(t.date_min IS NULL) ASC, t.date_min ASC, t.popularity DESC, t.id ASC';
    default:
      return 't.popularity DESC, t.id ASC';
  }
}
