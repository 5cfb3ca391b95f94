// Country order of /api/countries (docs/spec.md §9), for both catalog sources.
import type { Country } from '../../contract';

/** Listed first, in this order; the rest follow alphabetically by English name. */
export const FIRST_COUNTRIES = ['US', 'GB', 'CA', 'AU', 'IN', 'JP', 'KR', 'FR', 'DE'];

function rank(c: Country): number {
  const i = FIRST_COUNTRIES.indexOf(c.iso_3166_1);
  return i === -1 ? FIRST_COUNTRIES.length : i;
}

/** A sorted copy of `countries`. */
export function sortCountries<C extends Country>(countries: readonly C[]): C[] {
  return [...countries].sort(
    (a, b) => rank(a) - rank(b) || a.english_name.localeCompare(b.english_name, 'en'),
  );
}
