// TMDB "watch/providers" -> contract offers, for both sources. Accepts the {results: {US: ...}} answer of TMDB and
// the unwrapped {US: ...} form of the bundle; keeps two-letter countries with at least one offer.
import type { Provider, RegionProviders } from '../../contract';
import { hasOffers, OFFER_KINDS } from '../rules/offers';
import { httpUrl, num0, str } from './fields';

/* eslint-disable @typescript-eslint/no-explicit-any -- raw TMDB JSON, checked field by field below */
type Raw = Record<string, any>;

export function mapOffer(p: Raw): Provider {
  return {
    provider_id: p.provider_id,
    provider_name: p.provider_name,
    logo_path: str(p.logo_path),
    display_priority: num0(p.display_priority),
  };
}

export function mapRegionOffers(offers: Raw): RegionProviders {
  const region: RegionProviders = {};
  const link = httpUrl(offers.link);
  if (link) region.link = link;
  for (const kind of OFFER_KINDS) {
    const list = Array.isArray(offers[kind])
      ? (offers[kind] as Raw[]).filter((p) => Number.isInteger(p?.provider_id))
      : [];
    if (list.length) region[kind] = list.map(mapOffer);
  }
  return region;
}

/** Country -> offers. */
export function watchProviders(raw: unknown): Record<string, RegionProviders> {
  if (!raw || typeof raw !== 'object') return {};
  const obj = raw as Raw;
  const byCountry: Raw =
    obj.results && typeof obj.results === 'object' && !Array.isArray(obj.results) ? obj.results : obj;
  const out: Record<string, RegionProviders> = {};
  for (const [country, offers] of Object.entries(byCountry)) {
    if (!/^[A-Z]{2}$/.test(country) || !offers || typeof offers !== 'object') continue;
    const region = mapRegionOffers(offers as Raw);
    if (hasOffers(region)) out[country] = region;
  }
  return out;
}
