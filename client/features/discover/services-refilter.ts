// My services picked while the advanced search is open (the My services dialog, issue #14) re-filter the open
// results: the address's provider filter follows the new choice for the selected country. A change of country
// does not: its services are the preset of the next visit without filters, as before.
import { useEffect, useRef } from 'react';
import { useMyServices } from '../../lib/my-services';
import type { DiscoverFilters } from './filters';

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** The filters with `services` as the provider filter of `country` (none: no provider filter). */
export function withServices(filters: DiscoverFilters, services: readonly number[], country: string) {
  const next: DiscoverFilters = { ...filters };
  if (services.length) {
    next.providers = [...services];
    next.watchRegion = country;
  } else {
    delete next.providers;
    delete next.watchRegion;
  }
  return next;
}

/**
 * Follows My services changed elsewhere (the dialog). Returns `own(ids)`: the page calls it before it saves
 * services itself (Apply, Clear), whose navigation already carries them.
 */
export function useServicesRefilter(
  country: string,
  filters: DiscoverFilters,
  goTo: (next: DiscoverFilters) => void,
): (ids: readonly number[]) => void {
  const services = useMyServices(country);
  const seen = useRef({ country, services });
  const ownChange = useRef<readonly number[] | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = { country, services };
    if (before.country !== country || sameIds(before.services, services)) return;
    const own = ownChange.current;
    ownChange.current = null;
    if (own && sameIds(own, services)) return;
    if (sameIds(filters.providers ?? [], services)) return;
    goTo(withServices(filters, services, country));
  }, [country, services, filters, goTo]);
  return (ids) => {
    ownChange.current = ids;
  };
}
