// Availability for one country (docs/spec.md §2, docs/decisions.md #15): offer groups in display order, and where each
// provider tile links. Known providers go to their home address (plus optional affiliate parameters from the
// server config); an unmapped provider falls back to the title's TMDB/JustWatch watch page for that country.
import type { Provider, RegionProviders } from '../../../../api/src/contract';

export type OfferGroupKey = 'flatrate' | 'ads' | 'free' | 'rent' | 'buy';

export interface OfferGroup {
  key: OfferGroupKey;
  label: string;
  providers: Provider[];
}

/** Subscription, Free with ads, (TMDB's plain 'free' when present), Rent, Buy. */
export const OFFER_GROUPS: ReadonlyArray<{ key: OfferGroupKey; label: string; verb: string }> = [
  { key: 'flatrate', label: 'Subscription', verb: 'stream it on' },
  { key: 'ads', label: 'Free with ads', verb: 'watch it free with ads on' },
  { key: 'free', label: 'Free', verb: 'watch it free on' },
  { key: 'rent', label: 'Rent', verb: 'rent it on' },
  { key: 'buy', label: 'Buy', verb: 'buy it on' },
];

function cleanProviders(list: Provider[] | undefined): Provider[] {
  const seen = new Set<number>();
  return [...(list ?? [])]
    .filter((p) => p && typeof p.provider_id === 'number' && p.provider_name?.trim())
    .filter((p) => (seen.has(p.provider_id) ? false : (seen.add(p.provider_id), true)))
    .sort(
      (a, b) =>
        (a.display_priority ?? Number.MAX_SAFE_INTEGER) - (b.display_priority ?? Number.MAX_SAFE_INTEGER),
    );
}

/** The non-empty groups for one country, in display order. */
export function offerGroups(region: RegionProviders | null | undefined): OfferGroup[] {
  if (!region) return [];
  return OFFER_GROUPS.map(({ key, label }) => ({
    key,
    label,
    providers: cleanProviders(region[key]),
  })).filter((g) => g.providers.length > 0);
}

/** Every distinct provider of a country, subscription first (for compact cards). */
export function allProviders(region: RegionProviders | null | undefined): Provider[] {
  const seen = new Set<number>();
  const out: Provider[] = [];
  for (const group of offerGroups(region)) {
    for (const p of group.providers) {
      if (!seen.has(p.provider_id)) {
        seen.add(p.provider_id);
        out.push(p);
      }
    }
  }
  return out;
}

/** Provider id -> home address. Ids are TMDB's watch-provider ids. */
export const PROVIDER_HOMES: Readonly<Record<number, string>> = {
  2: 'https://tv.apple.com/',
  3: 'https://play.google.com/store/movies',
  7: 'https://athome.fandango.com/',
  8: 'https://www.netflix.com/',
  9: 'https://www.primevideo.com/',
  10: 'https://www.amazon.com/gp/video/storefront',
  11: 'https://mubi.com/',
  15: 'https://www.hulu.com/',
  37: 'https://www.sho.com/',
  43: 'https://www.starz.com/',
  68: 'https://www.microsoft.com/store/movies-and-tv',
  73: 'https://tubitv.com/',
  119: 'https://www.primevideo.com/',
  192: 'https://www.youtube.com/movies',
  257: 'https://www.fubo.tv/',
  283: 'https://www.crunchyroll.com/',
  300: 'https://pluto.tv/',
  337: 'https://www.disneyplus.com/',
  350: 'https://tv.apple.com/',
  384: 'https://www.max.com/',
  386: 'https://www.peacocktv.com/',
  387: 'https://www.peacocktv.com/',
  526: 'https://www.amcplus.com/',
  531: 'https://www.paramountplus.com/',
  1899: 'https://www.max.com/',
};

/** Generic site used when neither the table nor the title's watch link can help. */
export const GENERIC_WATCH_SITE = 'https://www.justwatch.com/';

/**
 * provider_id -> query string appended to the home address ('ref=streamfinder'), the shape of the server's
 * AFFILIATE_PARAMS config.
 */
export type AffiliateParams = Readonly<Record<string, string>>;

export interface ProviderLinkOptions {
  /** The title's TMDB/JustWatch watch page for the selected country ('link' of that country). */
  watchLink?: string | null;
  affiliates?: AffiliateParams;
  homes?: Readonly<Record<number, string>>;
  warn?: (message: string) => void;
}

const warned = new Set<number>();
const waitingWarnings: string[] = [];

/**
 * Logs `message` in a task of its own, after the render that found it, with any others found meanwhile. With
 * DevTools or Lighthouse attached each console message costs the page ~3.5 ms at 4x CPU: Fight Club's eight
 * unmapped US providers were 28 ms of its where-to-watch render (issue #10).
 */
function warnSoon(message: string): void {
  if (waitingWarnings.push(message) > 1) return;
  setTimeout(() => {
    for (const m of waitingWarnings.splice(0)) console.warn(m);
  }, 0);
}

function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Where a provider tile links: home address + affiliate parameters, else the watch link (warning logged). */
export function providerLink(
  provider: Pick<Provider, 'provider_id' | 'provider_name'>,
  options: ProviderLinkOptions = {},
) {
  const home = (options.homes ?? PROVIDER_HOMES)[provider.provider_id];
  if (home) {
    const url = new URL(home);
    const extra = new URLSearchParams(options.affiliates?.[String(provider.provider_id)] ?? '');
    for (const [key, value] of extra) url.searchParams.set(key, value);
    return url.toString();
  }
  const warn = options.warn ?? warnSoon;
  if (!options.warn) {
    if (!warned.has(provider.provider_id)) warn(unmappedMessage(provider));
    warned.add(provider.provider_id);
  } else {
    warn(unmappedMessage(provider));
  }
  return isHttpUrl(options.watchLink) ? options.watchLink : GENERIC_WATCH_SITE;
}

function unmappedMessage(provider: Pick<Provider, 'provider_id' | 'provider_name'>): string {
  return `No home address for provider ${provider.provider_id} (${provider.provider_name}); using the watch page link`;
}

function listNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The 'Where To Watch {title}?' sentences: one per available group, or the not-available sentence.
 * `countryName` is the selected country's English name (or its code).
 */
export function watchSummary(
  title: string,
  region: RegionProviders | null | undefined,
  countryName: string,
  elsewhere: string[] = [],
): string[] {
  const groups = offerGroups(region);
  if (groups.length === 0) {
    const sentences = [`${title} is not currently available on any streaming platforms in your region.`];
    if (elsewhere.length > 0) sentences.push(`It is available to watch in ${listNames(elsewhere)}.`);
    return sentences;
  }
  const [first, ...rest] = groups;
  const verbOf = (key: OfferGroupKey) => OFFER_GROUPS.find((g) => g.key === key)?.verb ?? '';
  const sentences = [
    `In ${countryName}, you can ${verbOf(first.key)} ${listNames(first.providers.map((p) => p.provider_name))}.`,
  ];
  for (const group of rest) {
    sentences.push(
      `You can also ${verbOf(group.key)} ${listNames(group.providers.map((p) => p.provider_name))}.`,
    );
  }
  return sentences;
}

/** The names of a short list, the rest counted: 'Netflix', 'Netflix and Hulu', 'Netflix, Hulu and 2 more'. */
function shortList(names: string[]): string {
  if (names.length <= 2) return listNames(names);
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

/**
 * The title page's one-line answer under the title (issue #36): on one of the visitor's services, else where to
 * stream it, else free, else rent or buy, else that it is not streaming here and how many countries have it.
 * `myServices`: the provider ids the visitor pays for in this country (lib/my-services.ts).
 */
export function watchAnswer(
  region: RegionProviders | null | undefined,
  myServices: readonly number[],
  countryName: string,
  elsewhereCount: number,
): string {
  const groups = offerGroups(region);
  const byKey = (key: OfferGroupKey) => groups.find((g) => g.key === key)?.providers ?? [];
  const names = (list: Provider[]) => list.map((p) => p.provider_name.trim());
  const watchable = [...byKey('flatrate'), ...byKey('free'), ...byKey('ads')];
  const mine = watchable.filter((p, i) => myServices.includes(p.provider_id) && watchable.indexOf(p) === i);
  if (mine.length) return `On your ${listNames(names(mine).slice(0, 2))}`;
  if (byKey('flatrate').length) return `Stream on ${shortList(names(byKey('flatrate')))}`;
  const free = [...byKey('free'), ...byKey('ads')];
  if (free.length) return `Watch free on ${shortList(names(free))}`;
  const rent = byKey('rent');
  const buy = byKey('buy');
  if (rent.length || buy.length) {
    const stores = [...rent, ...buy.filter((p) => !rent.some((r) => r.provider_id === p.provider_id))];
    const verb = rent.length && buy.length ? 'Rent or buy' : rent.length ? 'Rent' : 'Buy';
    return `${verb} from ${shortList(names(stores))}`;
  }
  if (elsewhereCount > 0) {
    return `Not streaming in ${countryName} - available in ${elsewhereCount} ${elsewhereCount === 1 ? 'country' : 'countries'}`;
  }
  return `Not streaming in ${countryName}`;
}
