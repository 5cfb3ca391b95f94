// Small shape checks for what comes back from the device (the persisted query cache in localStorage and the
// Dexie tables). Storage outlives builds and can be edited or corrupted, so a restored entry is used only
// when it has the shape the screens read; anything else is dropped (and refetched), never rendered.
// One check per persisted query root; the wire types live in api/src/contract.
import type { QueryKey } from '@tanstack/react-query';

type Check = (value: unknown) => boolean;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const arrayOf =
  (item: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(item);

const isCountry: Check = (v) => isObject(v) && isString(v.iso_3166_1) && isString(v.english_name);
const isGenre: Check = (v) => isObject(v) && isNumber(v.id) && isString(v.name);
const isProvider: Check = (v) => isObject(v) && isNumber(v.provider_id) && isString(v.provider_name);
/** A list item: movie (title), show (name) or person (name), each with a numeric id. */
const isListItem: Check = (v) => isObject(v) && isNumber(v.id) && (isString(v.title) || isString(v.name));
const isPage: Check = (v) =>
  isObject(v) && isNumber(v.page) && isNumber(v.total_pages) && arrayOf(isListItem)(v.results);
const isDatedPage: Check = (v) =>
  isPage(v) &&
  isObject((v as Record<string, unknown>).dates) &&
  isString((v as { dates: { maximum?: unknown } }).dates.maximum);

/** GET /api/ratings/average/{type}/{id}: a mean 0-5 (0 with no rating) and a whole count. */
const isAverageRating: Check = (v) =>
  isObject(v) &&
  isNumber(v.averageRating) &&
  v.averageRating >= 0 &&
  v.averageRating <= 5 &&
  isNumber(v.totalCount) &&
  Number.isInteger(v.totalCount) &&
  v.totalCount >= 0;

/** GET /api/{movie|tv}/{id}: an id, a name, and lists / objects where the title page expects them. */
export const isTitleDetails: Check = (v) => {
  if (!isObject(v) || !isNumber(v.id)) return false;
  if (!isString(v.title) && !isString(v.name)) return false;
  const providers = v['watch/providers'];
  const credits = v.credits;
  return (
    (v.genres === undefined || arrayOf(isGenre)(v.genres)) &&
    (credits === undefined || isObject(credits)) &&
    (providers === undefined || (isObject(providers) && isObject(providers.results)))
  );
};

export const isSlugLookup: Check = (v) => isObject(v) && isNumber(v.id) && isString(v.slug);

/** A row of the recently-viewed list (Dexie `recent`). */
export const isRecentRow: Check = (v) =>
  isObject(v) &&
  (v.type === 'movie' || v.type === 'tv') &&
  isNumber(v.id) &&
  isString(v.title) &&
  isString(v.slug);

const QUERY_CHECKS: Record<string, (value: unknown, key: QueryKey) => boolean> = {
  countries: arrayOf(isCountry),
  genres: (v) => isObject(v) && arrayOf(isGenre)(v.genres),
  providers: (v) => isObject(v) && arrayOf(isProvider)(v.results),
  trending: isPage,
  list: isPage,
  'now-playing': isDatedPage,
  upcoming: isDatedPage,
  health: (v) => isObject(v) && isString(v.reference_date),
  // ['rating', 'user', ...] is the visitor's whole stars or null (no rating); ['rating', 'average', ...] the
  // title's visitors' mean (1-5) and count, or null (the API's 401).
  rating: (v, key) =>
    key[1] === 'user'
      ? v === null || (isNumber(v) && v >= 0 && v <= 5)
      : key[1] === 'average' && (v === null || isAverageRating(v)),
  title: isTitleDetails,
  slug: isSlugLookup,
};

/** True when `value` has the shape the screens expect under `key` (unknown roots are not stored: false). */
export function hasStoredShape(key: QueryKey, value: unknown): boolean {
  const root = key[0];
  const check = typeof root === 'string' ? QUERY_CHECKS[root] : undefined;
  try {
    return check ? check(value, key) : false;
  } catch {
    return false;
  }
}

/** The query roots the device keeps whole, as snapshots (lib/offline-store.ts), besides the titles. */
export const SNAPSHOT_ROOTS = new Set(['countries', 'genres', 'providers', 'rating', 'health']);

/**
 * Is this an answer the device keeps (a title, or a snapshot; of ratings the visitor's own and a title's visitors'
 * average, issue #45 item 10: offline, a title page showed TMDB's figure instead of its visitors')?
 */
export function keptOnDevice(key: QueryKey): boolean {
  const [root] = key;
  if (root === 'title') return true;
  return (
    typeof root === 'string' &&
    SNAPSHOT_ROOTS.has(root) &&
    (root !== 'rating' || key[1] === 'user' || key[1] === 'average')
  );
}
