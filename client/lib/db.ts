// The visitor's device database (IndexedDB through Dexie, docs/decisions.md #9 and #18). It owns what must survive
// offline and across browser restarts: every title the visitor opened (details with that country's providers),
// the small lists (countries, genres, providers), the recently-viewed list, the ratings outbox and the
// visitor's own ratings. The page writes it; the service worker reads the outbox from it on Background Sync.
//
// The schema is APPEND-ONLY: visitors keep their saved titles and unsent ratings across app updates, so a
// released version is never edited. A changed store gets a new `this.version(n)` with its `upgrade()`.
//   v1: titles, lists, recent, outbox, myRatings.
//   v2: titles get a [type+slug] index (open /movies/{slug} offline without the slug API) and recent gets a
//       lower-cased `search` field + index (the 'Available offline' search); v2's upgrade backfills both.
//   v3: myList (the visitor's saved titles, removals kept as tombstones, with each title's summary and
//       availability per country) and watchlistOutbox (My List changes waiting to reach the server). New
//       stores only: nothing to upgrade.
//   v4: knownTitles (issue #45: the name, year and IMDb id an imported file gave a title, so the export gives
//       them back, also for a show the catalog knows no IMDb id for, and for a title only rated). New store only.
//   (no new version) myList rows may carry `changes` (issue #37: what changed in a country's offers since the
//       visitor last looked); a field outside any index needs no schema version, and older rows just lack it.
import Dexie, { type Table } from 'dexie';
import type {
  MediaType,
  RatingContentType,
  RegionProviders,
  TitleDetails,
  TitleSummary,
} from '../../api/src/contract';

export const DB_NAME = 'streamfinder';

/** One title as opened by the visitor, for one country (providers differ per country). */
export interface SavedTitle {
  type: MediaType;
  id: number;
  region: string;
  slug: string;
  details: TitleDetails;
  viewedAt: number;
}

/** A row of the recently-viewed list (one per title, whatever the country). */
export interface RecentTitle {
  type: MediaType;
  id: number;
  title: string;
  /** Lower-cased title for the on-device search (v2). */
  search: string;
  slug: string;
  poster_path: string | null;
  /** First 4 characters of the release / first air date, '' when unknown. */
  year: string;
  vote_average: number;
  viewedAt: number;
}

/** A small list kept whole: 'countries', 'genres:movie', 'providers:movie:US', ... */
export interface SavedList {
  key: string;
  value: unknown;
  savedAt: number;
}

/** A rating waiting to reach the server. One per title: a newer change replaces an older one. */
export interface PendingRating {
  content_type: RatingContentType;
  content_id: number;
  rating: number;
  session_id: string;
  /** ISO-8601 moment the visitor clicked; the server keeps the newest. */
  rated_at: string;
  /** Epoch ms when first queued (kept across coalesced changes). */
  queuedAt: number;
  attempts: number;
  lastError?: string;
  /**
   * Where the rating came from when not from a click here: 'import' for a file's ratings (issue #45: their
   * delivery toasted "a rating you made offline"; the import dialog reports them itself). A later click here
   * replaces the entry, and with it this mark.
   */
  origin?: 'import';
}

/** The visitor's own rating as last known (from the server or made on this device). */
export interface MyRating {
  content_type: RatingContentType;
  content_id: number;
  rating: number;
  rated_at: string;
  session_id: string;
}

/** One country's offers for a saved title, as last fetched (savedAt: epoch ms, for the 'older than 12 h' note). */
export interface SavedAvailability {
  providers: RegionProviders | null;
  available_in: string[];
  savedAt: number;
}

/** One change of a saved title's offers in a country (issue #37), as My List says it: "Now on Netflix". */
export interface AvailabilityChange {
  /** arrived / left: streaming (subscription, free or with ads); rent / buy: a new way to pay for it. */
  kind: 'arrived' | 'left' | 'rent' | 'buy';
  provider_id: number;
  /** From the offers themselves (either side); '' when neither named it. */
  provider_name: string;
}

/** What changed in one country since the visitor last looked (computed on the device, see my-list/changes.ts). */
export interface SavedChanges {
  /** The offers the visitor last saw there: later refreshes are compared with these until the change is seen. */
  from: RegionProviders | null;
  items: AvailabilityChange[];
  /** Epoch ms the change was noticed, and when the visitor saw it on My List (unset: unseen, counted on the badge). */
  at: number;
  seenAt?: number;
}

/** A title on (or removed from) My List on this device. onList 0 is a tombstone: the newest changedAt wins. */
export interface MyListEntry {
  type: MediaType;
  id: number;
  onList: 0 | 1;
  /** ISO-8601 moment of the latest change (add or remove). */
  changedAt: string;
  summary: TitleSummary;
  /** Keyed by country code. */
  availability: Record<string, SavedAvailability>;
  /** What changed per country code since the visitor last looked (absent: nothing seen to change). */
  changes?: Record<string, SavedChanges>;
}

/** A My List change waiting to reach the server; one per title, the newest change replaces an older one. */
export interface PendingListChange {
  type: MediaType;
  id: number;
  onList: 0 | 1;
  changedAt: string;
  session_id: string;
  queuedAt: number;
  attempts: number;
  lastError?: string;
}

/** What an imported file said about a title (issue #45): exported again with My List and the ratings. */
export interface KnownTitle {
  type: MediaType;
  id: number;
  title: string;
  year: number | null;
  imdb_id: string | null;
}

export type TitleKey = [MediaType, number, string];
export type RatingKey = [RatingContentType, number];

export class StreamFinderDB extends Dexie {
  titles!: Table<SavedTitle, TitleKey>;
  recent!: Table<RecentTitle, [MediaType, number]>;
  lists!: Table<SavedList, string>;
  outbox!: Table<PendingRating, RatingKey>;
  myRatings!: Table<MyRating, RatingKey>;
  myList!: Table<MyListEntry, [MediaType, number]>;
  watchlistOutbox!: Table<PendingListChange, [MediaType, number]>;
  knownTitles!: Table<KnownTitle, [MediaType, number]>;

  constructor(name = DB_NAME) {
    super(name);
    declareVersions(this);
  }
}

/** Exported so tests can open a database at an older version and check the upgrade path. */
export const SCHEMA_V1 = {
  titles: '[type+id+region], [type+id], viewedAt',
  recent: '[type+id], viewedAt',
  lists: 'key',
  outbox: '[content_type+content_id], queuedAt',
  myRatings: '[content_type+content_id]',
} as const;

export const SCHEMA_V2 = {
  titles: '[type+id+region], [type+id], [type+slug], viewedAt',
  recent: '[type+id], viewedAt, search',
} as const;

export const SCHEMA_V3 = {
  myList: '[type+id], changedAt',
  watchlistOutbox: '[type+id], queuedAt',
} as const;

export const SCHEMA_V4 = {
  knownTitles: '[type+id]',
} as const;

// Version 1 is not declared: Dexie (3 and later) opens a database of any older version and runs the upgrades
// declared after it, so only a version with an upgrade needs to be kept, and v2 holds v1's tables as well. Each
// declared version builds the tables' API again: two instead of three make the database's set-up (on every page,
// after the first paint) ~40% cheaper (issue #10). tests/client/offline/db-schema.test.ts upgrades a v1 database.
function declareVersions(db: Dexie): void {
  db.version(2)
    .stores({ ...SCHEMA_V1, ...SCHEMA_V2 })
    .upgrade(async (tx) => {
      await tx
        .table('recent')
        .toCollection()
        .modify((row: Partial<RecentTitle>) => {
          row.search = (row.title ?? '').toLowerCase();
        });
      await tx
        .table('titles')
        .toCollection()
        .modify((row: Partial<SavedTitle>) => {
          if (!row.slug) row.slug = row.details?.slug ?? '';
        });
    });
  db.version(3).stores(SCHEMA_V3);
  db.version(4).stores(SCHEMA_V4);
}

/** The one database of the app (page and service worker each open their own connection to it). */
export const db = new StreamFinderDB();

export function titleName(details: TitleDetails): string {
  return 'title' in details ? details.title : details.name;
}

export function titleYear(details: TitleDetails): string {
  const date = 'release_date' in details ? details.release_date : details.first_air_date;
  return date ? date.slice(0, 4) : '';
}
