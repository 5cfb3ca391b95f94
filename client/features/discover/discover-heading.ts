// The discover page's heading in the page's language (issue #46): headingFor's English words ('Browse Movies by
// Genre by Rating'), as one message with a choice for each active filter, so a language orders them its own way.
import type { MediaType } from '../../../api/src/contract';
import type { MessageKey } from '../../i18n/catalogs';
import type { useT } from '../../i18n/i18n-provider';
import { typeYear, type DiscoverFilters } from './filters';

export function discoverHeading(
  t: ReturnType<typeof useT>,
  filters: DiscoverFilters,
  type: MediaType,
): string {
  return t('discover.heading', {
    type,
    genre: filters.genres?.length ? 'yes' : 'no',
    rating: filters.ratingGte !== undefined || filters.ratingLte !== undefined ? 'yes' : 'no',
    year: typeYear(filters, type) !== undefined ? 'yes' : 'no',
  });
}

/** The page's type tabs and their words. */
export const TYPES: ReadonlyArray<{ value: MediaType; label: MessageKey }> = [
  { value: 'movie', label: 'discover.movies' },
  { value: 'tv', label: 'discover.tv' },
];
export const TYPE_VALUES = TYPES.map((t) => t.value);
