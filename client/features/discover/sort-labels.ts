// The sort choices' words in every language (issue #46); SORT_OPTIONS (filters.ts) keeps the spec's English.
import type { SortBy } from '../../../api/src/contract';
import type { MessageKey } from '../../i18n/catalogs';

/** The sort choices' words in the page's language (SORT_OPTIONS keeps the spec's English labels). */
export const SORT_KEYS: Record<SortBy, MessageKey> = {
  'popularity.desc': 'discover.sortPopularityDesc',
  'popularity.asc': 'discover.sortPopularityAsc',
  'vote_average.desc': 'discover.sortRatingDesc',
  'vote_average.asc': 'discover.sortRatingAsc',
  'release_date.desc': 'discover.sortDateDesc',
  'release_date.asc': 'discover.sortDateAsc',
};
