// HTTP caching policy of /api answers, by path (issue #12): how long a browser, the service worker or a CDN may
// reuse an answer. Catalog reads follow the TMDB store's TTLs (details 12 h, lists 1 h, search 10 min, reference
// data 24 h); answers for one visitor (their rating, geo, events, health) are never stored anywhere.
import { searchText } from '../catalog/slug';
import { hasControlChars } from './validation';

export interface CachePolicy {
  /** Seconds a shared cache may reuse the answer; 0 with `store: false` means no-store. */
  maxAge: number;
  /** Class name, for the in-process answer cache and the tests. */
  kind: 'details' | 'list' | 'search' | 'reference' | 'private';
  /** Request headers the answer depends on (besides Accept-Encoding). */
  vary?: string[];
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const DETAILS: CachePolicy = { kind: 'details', maxAge: 12 * HOUR };
export const LIST: CachePolicy = { kind: 'list', maxAge: HOUR };
export const SEARCH: CachePolicy = { kind: 'search', maxAge: 10 * MINUTE };
export const REFERENCE: CachePolicy = { kind: 'reference', maxAge: 24 * HOUR };
/** The spec keeps genres one hour (section 7), like the client's own genre cache. */
export const GENRES: CachePolicy = { kind: 'reference', maxAge: HOUR };

const RULES: Array<[RegExp, CachePolicy]> = [
  [/^\/api\/(movie|tv)\/\d+(\/similar)?$/, DETAILS],
  [/^\/api\/(search\/[^/]+|autocomplete)$/, SEARCH],
  [/^\/api\/(genres\/[^/]+|genre\/[^/]+\/list)$/, GENRES],
  [/^\/api\/(countries|providers\/[^/]+)$/, REFERENCE],
  [
    /^\/api\/(trending\/[^/]+\/[^/]+|discover\/[^/]+|(movie|tv)\/(popular|top_rated)|movie\/(now_playing|upcoming))$/,
    LIST,
  ],
  // Slug and unique-url lookups change only with the catalog, like lists.
  [/^\/api\/(slug\/[^/]+\/[^/]+|movies\/unique-url|tv\/unique-url)$/, LIST],
];

/** The policy of a public catalog GET, or undefined (the route's own header, else no-store, applies). */
export function catalogPolicy(path: string): CachePolicy | undefined {
  for (const [pattern, policy] of RULES) if (pattern.test(path)) return policy;
  return undefined;
}

const PAGE = ['page', 'region', 'lang'];
const DISCOVER = [
  ...PAGE,
  'sort_by',
  'with_genres',
  'with_watch_providers',
  'with_original_language',
  'with_origin_country',
  'primary_release_year',
  'first_air_date_year',
  'primary_release_date.gte',
  'primary_release_date.lte',
  'first_air_date.gte',
  'first_air_date.lte',
  'vote_average.gte',
  'vote_average.lte',
  'vote_count.gte',
  'with_runtime.gte',
  'with_runtime.lte',
  'include_adult',
  'watch_region',
];

/**
 * The query keys each cached catalog read takes (catalog-params.ts and the controllers read these and ignore
 * the rest). The answer cache keys an answer on these only: a URL with any other key is answered without the
 * cache and never stored, so `?x=1`, `?x=2`... cannot fill it and push hot answers out (issue 35).
 */
const PARAMS: Array<[RegExp, readonly string[]]> = [
  // `lang` (issue #46): an answer per language, in this cache as in browsers and CDNs (the URL differs).
  [/^\/api\/(movie|tv)\/\d+(\/similar)?$/, ['region', 'lang']],
  [/^\/api\/search\/[^/]+$/, ['query', 'page', 'region', 'include_adult', 'lang']],
  [/^\/api\/autocomplete$/, ['query', 'lang']],
  [/^\/api\/(genres\/[^/]+|genre\/[^/]+\/list)$/, ['lang']],
  [/^\/api\/(countries|slug\/[^/]+\/[^/]+)$/, []],
  [/^\/api\/providers\/[^/]+$/, ['region']],
  [/^\/api\/discover\/[^/]+$/, DISCOVER],
  [/^\/api\/(trending\/[^/]+\/[^/]+|(movie|tv)\/(popular|top_rated)|movie\/(now_playing|upcoming))$/, PAGE],
  [/^\/api\/movies\/unique-url$/, ['title', 'lookup_by_number', 'release_date', 'id']],
  [/^\/api\/tv\/unique-url$/, ['name', 'first_air_date', 'id']],
];

/** The query keys the answer at `path` depends on, or undefined for a path the answer cache never keeps. */
export function cacheParams(path: string): readonly string[] | undefined {
  for (const [pattern, params] of PARAMS) if (pattern.test(path)) return params;
  return undefined;
}

/** `public, max-age=N, stale-while-revalidate=N`: a CDN may serve a slightly old answer while it refreshes. */
export function cacheControlOf(maxAge: number): string {
  const age = Math.max(0, Math.floor(maxAge));
  return `public, max-age=${age}, stale-while-revalidate=${Math.max(60, age)}`;
}

const CODING_SUFFIX = { br: '-br', gzip: '-gz' } as const;
const SUFFIXED = /-(br|gz)"$/;

/**
 * The strong ETag of one content-coding of a representation (RFC 9110 8.8.3: a strong validator changes with the
 * bytes, and br/gzip bytes differ from the identity bytes): `"tag"` for identity, `"tag-br"`, `"tag-gz"`.
 */
export function encodedEtag(etag: string, encoding?: 'br' | 'gzip'): string {
  return encoding ? `${etag.slice(0, -1)}${CODING_SUFFIX[encoding]}"` : etag;
}

/**
 * Does an If-None-Match header match this representation? `*`, a list, W/ forms sent back after a proxy, and
 * the tag of any content-coding of the same identity bytes (a client that switched encodings holds the same
 * decoded content: If-None-Match uses the weak comparison, RFC 9110 13.1.2).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const base = etag.replace(SUFFIXED, '"');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '').replace(SUFFIXED, '"') === base);
}

export const AUTOCOMPLETE = '/api/autocomplete';

/**
 * The embedded catalog's autocomplete answer depends on its query's search text only (searchText: case, accents,
 * punctuation and spaces folded), so "Star Wars", "star wars " and "STAR-WARS" share one entry: people typing a
 * title share its prefixes, not their capitals (issue #36). Undefined unless `query` is the only key and one the
 * route accepts (autocompleteQuery: at most 200 characters, no control characters); that URL keeps its own key.
 */
export function foldedAutocompleteKey(search: string): string | undefined {
  let value: string | undefined;
  for (const pair of search.split('&')) {
    if (pair === '') continue;
    if (value !== undefined || !pair.startsWith('query=')) return undefined;
    try {
      value = decodeURIComponent(pair.slice(6).replace(/\+/g, ' '));
    } catch {
      return undefined;
    }
  }
  if (value === undefined || value.length > 200 || hasControlChars(value)) return undefined;
  return `${AUTOCOMPLETE}?query=${encodeURIComponent(searchText(value))}`;
}
