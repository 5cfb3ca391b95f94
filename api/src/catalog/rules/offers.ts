// Offer kinds and the per-country view of a title's watch providers (docs/spec.md §3), for both catalog sources.
import type { RegionProviders, WatchProviders } from '../../contract';

/** The offer kinds of one country, in the order the contract lists them (spec §3), then `free`. */
export const OFFER_KINDS = ['flatrate', 'ads', 'rent', 'buy', 'free'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** True when the country has at least one offer (a country with only a link has none). */
export function hasOffers(region: RegionProviders): boolean {
  return OFFER_KINDS.some((kind) => (region[kind]?.length ?? 0) > 0);
}

/**
 * A title's providers as served: with a region, only that country's offers; `available_in` always lists every
 * country with an offer, sorted.
 */
export function regionView(all: Record<string, RegionProviders>, region?: string): WatchProviders {
  const results: Record<string, RegionProviders> = {};
  for (const [country, offers] of Object.entries(all)) {
    if (!region || region === country) results[country] = offers;
  }
  const availableIn = Object.keys(all)
    .filter((country) => hasOffers(all[country]))
    .sort();
  return { results, available_in: availableIn };
}
