// Discover over the in-memory CatalogIndex, every filter of discoverWhere() (catalog-queries.ts) with the same
// meaning: walks the title list pre-sorted by the requested key and keeps the matches, so no SQL runs per
// request. SQL's NULL semantics are kept (a title without a year, runtime, language or end date matches no
// filter on it). Provider offers are read once per index, on the first provider filter.
import type { MediaType, Paged, TitleSummary } from '../../../contract';
import { type DiscoverParams, MIN_VOTES_FOR_RATING_SORT } from '../../catalog-source';
import type { CatalogIndex, IndexedTitle } from './catalog-index';
import { page } from './index-lists';

const MEMO_SIZE = 200;
const memos = new WeakMap<CatalogIndex, Map<string, IndexedTitle[]>>();
/** Per index: "type|country|provider" -> ids of the titles offered by that provider there. */
const offers = new WeakMap<CatalogIndex, Promise<Map<string, Set<number>>>>();

function offersOf(index: CatalogIndex): Promise<Map<string, Set<number>>> {
  const { db } = index;
  if (!db) return Promise.resolve(new Map());
  let found = offers.get(index);
  if (!found) {
    found = db
      .all<{ type: MediaType; title_id: number; country: string; provider_id: number }>(
        'SELECT type, title_id, country, provider_id FROM catalog_offer',
      )
      .then((rows) => {
        const byKey = new Map<string, Set<number>>();
        for (const r of rows) {
          const key = `${r.type}|${r.country}|${Number(r.provider_id)}`;
          let ids = byKey.get(key);
          if (!ids) byKey.set(key, (ids = new Set()));
          ids.add(Number(r.title_id));
        }
        return byKey;
      });
    offers.set(index, found);
    // A failed read is retried by the next request instead of being kept.
    found.catch(() => offers.delete(index));
  }
  return found;
}

const given = <T>(v: T | null | undefined): v is T => v !== undefined && v !== null;

/** The filter of one discover query on one title, as discoverWhere() builds it in SQL. */
async function filterOf(
  index: CatalogIndex,
  type: MediaType,
  p: DiscoverParams,
): Promise<(t: IndexedTitle) => boolean> {
  const minVotes =
    p.voteCountGte ?? (p.sortBy.startsWith('vote_average') ? MIN_VOTES_FOR_RATING_SORT : undefined);
  const genres = [...new Set(p.withGenres ?? [])];
  const any = p.genreMode === 'any';
  let offered: Array<Set<number>> | undefined;
  if (p.withWatchProviders?.length) {
    const byKey = await offersOf(index);
    const country = p.watchRegion ?? p.region ?? 'US';
    offered = p.withWatchProviders.flatMap((id) => byKey.get(`${type}|${country}|${id}`) ?? []);
  }
  const origin = p.withOriginCountry ? `,${p.withOriginCountry},` : undefined;
  return (t) => {
    const f = t.filters;
    return (
      (p.includeAdult || !t.adult) &&
      (!genres.length ||
        (any ? genres.some((g) => t.genres.includes(g)) : genres.every((g) => t.genres.includes(g)))) &&
      (!given(p.year) || f.year === p.year) &&
      (!given(p.voteAverageGte) || t.voteAverage >= p.voteAverageGte) &&
      (!given(p.voteAverageLte) || t.voteAverage <= p.voteAverageLte) &&
      (!minVotes || t.voteCount >= minVotes) &&
      (!given(p.runtimeGte) || (f.runtime !== null && f.runtime >= p.runtimeGte)) &&
      (!given(p.runtimeLte) || (f.runtime !== null && f.runtime <= p.runtimeLte)) &&
      (!p.withOriginalLanguage || f.originalLanguage === p.withOriginalLanguage) &&
      (!p.releaseDateGte || (f.dateMax !== null && f.dateMax >= p.releaseDateGte)) &&
      (!p.releaseDateLte || (t.dateMin !== null && t.dateMin <= p.releaseDateLte)) &&
      (!origin || f.originCountries.includes(origin)) &&
      (!offered || offered.some((ids) => ids.has(t.id)))
    );
  };
}

/** One page of discover, or undefined for a sort key the index does not hold (the caller runs SQL). */
export function discoverFromIndex(
  index: CatalogIndex,
  type: MediaType,
  p: DiscoverParams,
): Promise<Paged<TitleSummary>> | undefined {
  const sorted = index.sorted.get(`${type}:${p.sortBy}`);
  if (!sorted) return undefined;
  return (async () => {
    // The whole query but the page: equal queries share one filtered order.
    const { page: _page, ...query } = p;
    const key = `${type}|${JSON.stringify(query, Object.keys(query).sort())}`;
    let memo = memos.get(index);
    if (!memo) memos.set(index, (memo = new Map()));
    let found = memo.get(key);
    if (!found) {
      found = sorted.filter(await filterOf(index, type, p));
      memo.set(key, found);
      if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value as string);
    }
    return page(index, found, p.page, (t) => t.summary as TitleSummary);
  })();
}
