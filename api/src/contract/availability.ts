// "New on your services" (issue #37, docs/spec.md §2 and §7): titles whose streaming offers arrived in a country in
// the last 7 or 30 days, from the availability history. GET /api/new and GET /api/new/{provider-slug}/{country}.
import type { MediaType, Provider, TitleSummary } from './catalog';

/** One arrival: a title that began streaming (flatrate, free or ads) on a provider on a day. */
export interface NewArrival {
  title: TitleSummary;
  provider_id: number;
  kind: 'flatrate' | 'free' | 'ads';
  /** YYYY-MM-DD (UTC) the offer was first seen. */
  day: string;
}

export interface NewProvider extends Provider {
  /** The provider's part of /new/{slug}/{country}. */
  slug: string;
}

export interface NewOnServices {
  region: string;
  days: 7 | 30;
  type: MediaType | null;
  /** The providers asked for (empty: all). */
  providers: number[];
  /** False while nothing was ever recorded in the country: pages say "No changes recorded yet". */
  recorded: boolean;
  results: NewArrival[];
  /** The country's providers with an arrival in the last 30 days (the filter's choices and the page links). */
  with_arrivals: NewProvider[];
  /** On a provider page: that provider. */
  provider?: NewProvider;
}
