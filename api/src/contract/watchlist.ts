// My List wire format (issue #14): anonymous, per session id, last-writer-wins by changed_at with tombstones.
// Plain TypeScript shared with the client through `import type`.
import type { MediaType, RegionProviders, TitleSummary } from './catalog';

/** PUT /api/watchlist/{movie|tv}/{id} body. */
export interface WatchlistAddInput {
  session_id: string;
  /** ISO-8601 moment the visitor saved the title; defaults to now. */
  added_at?: string;
}

/** What the server holds for one (session, title) after a PUT or DELETE: the newest change wins. */
export interface WatchlistEntryState {
  media_type: MediaType;
  id: number;
  on_list: boolean;
  changed_at: string;
}

/** One saved title with its summary and, when a region was asked, that country's offers. */
export interface WatchlistItem {
  media_type: MediaType;
  id: number;
  added_at: string;
  title: TitleSummary;
  /** Offers in the asked region; null when none there (or no region asked). */
  providers: RegionProviders | null;
  /** Countries where the title has at least one offer. */
  available_in: string[];
}

/** GET /api/watchlist?sessionId=&region= : saved titles newest first, plus removals (tombstones) to merge. */
export interface WatchlistResponse {
  results: WatchlistItem[];
  removed: Array<{ media_type: MediaType; id: number; changed_at: string }>;
}

/**
 * GET /api/watch/providers/titles?region=&providers=8|337 : ids of the titles streaming (subscription, free or
 * with ads) on any of the services in the country, ascending. Live TMDB mode knows only titles it has stored.
 */
export interface StreamingTitles {
  movie: number[];
  tv: number[];
}

/** My services: provider ids per country code. */
export type MyServices = Record<string, number[]>;

/** POST /api/watchlist/transfer body: creates a one-time code for this session (and its My services). */
export interface TransferCreateInput {
  session_id: string;
  services?: MyServices;
}

export interface TransferCode {
  /** 8 characters (Crockford base 32), shown once. */
  code: string;
  expires_at: string;
}

/** POST /api/watchlist/transfer/claim body. */
export interface TransferClaimInput {
  code: string;
  session_id: string;
}

/** The list and ratings were copied into the claiming session; My services come back to be stored locally. */
export interface TransferClaimResult {
  titles: number;
  ratings: number;
  services: MyServices | null;
}
