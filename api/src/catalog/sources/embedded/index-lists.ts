// Trending, popular, top rated, now playing and upcoming over the in-memory CatalogIndex, in the orders of the
// SQL they replace: curated lists.json positions first, then each endpoint's fallback order; "all" interleaves
// movie and TV rank by rank. Each full order is computed once per index and kept; a page is a slice.
import type { MediaType, MovieSummary, MultiResult, Paged, TitleSummary } from '../../../contract';
import { MIN_VOTES_FOR_RATING_SORT, type ListName } from '../../catalog-source';
import { type CatalogIndex, type IndexedTitle, SORT_ORDER } from './catalog-index';
import { offset, PAGE_SIZE, paged, type Summary } from './catalog-page';

const orders = new WeakMap<CatalogIndex, Map<string, IndexedTitle[]>>();

function memo(index: CatalogIndex, key: string, build: () => IndexedTitle[]): IndexedTitle[] {
  let byKey = orders.get(index);
  if (!byKey) orders.set(index, (byKey = new Map()));
  let found = byKey.get(key);
  if (!found) byKey.set(key, (found = build()));
  return found;
}

const withType = (t: IndexedTitle): Summary => t.typed;

/** One page of an order: its titles' summaries are read first if not yet (CatalogIndex.withSummaries). */
export async function page<T>(
  index: CatalogIndex,
  all: IndexedTitle[],
  p: number,
  map: (t: IndexedTitle) => T,
): Promise<Paged<T>> {
  const titles = all.slice(offset(p), offset(p) + PAGE_SIZE);
  await index.withSummaries(titles);
  return paged(p, titles.map(map), all.length);
}

/** Titles of a type (not adult) with positions in `list` first, then by `fallback`. */
function curated(
  index: CatalogIndex,
  type: MediaType,
  list: string,
  fallback: (a: IndexedTitle, b: IndexedTitle) => number,
  keep: (t: IndexedTitle, listed: boolean) => boolean = () => true,
): IndexedTitle[] {
  const positions = index.lists.get(`${list}${type}`) ?? new Map<number, number>();
  const pos = (t: IndexedTitle): number => positions.get(t.id) ?? Number.POSITIVE_INFINITY;
  return (index.sorted.get(`${type}:popularity.desc`) ?? [])
    .filter((t) => !t.adult && keep(t, positions.has(t.id)))
    .sort((a, b) => {
      const pa = pos(a);
      const pb = pos(b);
      if (pa !== pb) return pa < pb ? -1 : 1;
      return fallback(a, b);
    });
}

export function trendingFromIndex(
  index: CatalogIndex,
  type: MediaType | 'all',
  p: number,
): Promise<Paged<MultiResult>> {
  const byPopularity = SORT_ORDER['popularity.desc'];
  const of = (t: MediaType) =>
    memo(index, `trending:${t}`, () => curated(index, t, 'trending_', byPopularity));
  if (type !== 'all') return page(index, of(type), p, withType) as Promise<Paged<MultiResult>>;
  const all = memo(index, 'trending:all', () => {
    const movies = of('movie');
    const tv = of('tv');
    const out: IndexedTitle[] = [];
    for (let i = 0; i < Math.max(movies.length, tv.length); i++) {
      if (i < movies.length) out.push(movies[i]);
      if (i < tv.length) out.push(tv[i]);
    }
    return out;
  });
  return page(index, all, p, withType) as Promise<Paged<MultiResult>>;
}

export function listFromIndex(
  index: CatalogIndex,
  type: MediaType,
  list: ListName,
  p: number,
): Promise<Paged<TitleSummary>> {
  const all = memo(index, `${list}:${type}`, () =>
    list === 'popular'
      ? curated(index, type, 'popular_', SORT_ORDER['popularity.desc'])
      : curated(
          index,
          type,
          'top_rated_',
          (a, b) => b.voteAverage - a.voteAverage || b.voteCount - a.voteCount || a.id - b.id,
          (t, listed) => listed || t.voteCount >= MIN_VOTES_FOR_RATING_SORT,
        ),
  );
  return page(index, all, p, (t) => t.summary as TitleSummary);
}

/** Movies released in [minimum, maximum] (release_date), newest or oldest first, popularity breaking ties. */
export function datedFromIndex(
  index: CatalogIndex,
  dates: { minimum: string; maximum: string },
  direction: 'asc' | 'desc',
  p: number,
): Promise<Paged<MovieSummary>> {
  const key = `dated:${dates.minimum}:${dates.maximum}:${direction}`;
  const all = memo(index, key, () =>
    (index.sorted.get('movie:popularity.desc') ?? [])
      .filter(
        (t) => !t.adult && t.releaseDate && t.releaseDate >= dates.minimum && t.releaseDate <= dates.maximum,
      )
      .sort((a, b) => {
        const da = a.releaseDate as string;
        const db = b.releaseDate as string;
        if (da !== db) return (da < db ? -1 : 1) * (direction === 'asc' ? 1 : -1);
        return SORT_ORDER['popularity.desc'](a, b);
      }),
  );
  return page(index, all, p, (t) => t.summary as MovieSummary);
}

/**
 * Titles of `of`'s type sharing a genre with it, never itself nor adult: most genres shared first, then by
 * popularity, then id (the order of the SQL GROUP BY it replaces, which took ~12 ms of CPU per title page: it
 * counted every title of the title's genres in a temporary B-tree). One pass over the popularity order.
 */
export async function similarFromIndex(index: CatalogIndex, of: IndexedTitle): Promise<Paged<TitleSummary>> {
  const genres = new Set(of.genres);
  // byShared[n]: the first PAGE_SIZE titles sharing n genres, in popularity order.
  const byShared: IndexedTitle[][] = [];
  for (const t of index.sorted.get(`${of.type}:popularity.desc`) ?? []) {
    if (t.adult || t.id === of.id) continue;
    let shared = 0;
    for (const g of t.genres) if (genres.has(g)) shared++;
    if (shared === 0) continue;
    const bucket = (byShared[shared] ??= []);
    if (bucket.length < PAGE_SIZE) bucket.push(t);
  }
  const titles: IndexedTitle[] = [];
  for (let n = byShared.length - 1; n > 0 && titles.length < PAGE_SIZE; n--)
    titles.push(...(byShared[n] ?? []).slice(0, PAGE_SIZE - titles.length));
  await index.withSummaries(titles);
  return paged(
    1,
    titles.map((t) => t.summary as TitleSummary),
    titles.length,
  );
}
