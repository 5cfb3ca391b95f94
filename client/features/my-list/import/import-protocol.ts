// Messages between the My List page and the import worker (import.worker.ts, issue #38). The worker keeps the
// parsed and matched file; the page gets only what it shows (the counts, the rows to decide on and the first
// matched rows, in chunks of ROWS_CHUNK, each deserialised in a task of its own) and sends back only the
// rows it decided on: a 5,000-row file is never one structured clone on the page's main thread.
import type { MatchAnswer, MatchCandidate } from '../../../../api/src/contract/title-match';
import type { ImportErrorCode, ImportProblem } from './import-decode';
import type { ImportFormat, ImportRow } from './import-file';
import type { SaveSummary } from './save-import';

/** Items per 'rows' message. */
export const ROWS_CHUNK = 250;
/** Matched rows listed in the preview (the rest are counted). */
export const MATCHED_SHOWN = 200;

export interface PreviewItem {
  row: ImportRow;
  answer: MatchAnswer;
  /** The row's place in the file's parsed rows (what the page's choices refer to). */
  index: number;
}

export interface ReadSummary {
  format: ImportFormat;
  skipped: number;
  where: 'server' | 'device';
  /** Rows read (matched + uncertain + not found). */
  total: number;
  counts: { matched: number; uncertain: number; notFound: number };
  /** Rated rows among the matched ones. */
  matchedRated: number;
}

/** A row to decide on, and the title picked for it. */
export interface Pick {
  index: number;
  title: MatchCandidate;
}

export type ToWorker =
  | { type: 'warm' }
  | { type: 'read'; file: Blob }
  | { type: 'search'; id: number; query: string }
  | { type: 'save'; picks: Pick[]; sessionId: string }
  /** What saving with these picks would do (answered with 'planned' and the same id). */
  | { type: 'plan'; id: number; picks: Pick[] }
  | { type: 'export' };

export type Phase = 'reading' | 'parsing' | 'matching' | 'saving';

export type FromWorker =
  | { type: 'progress'; phase: Phase; done: number; total: number }
  | { type: 'failed'; code: ImportErrorCode | 'offline' | 'server' | 'storage'; problem: ImportProblem }
  | { type: 'rows'; items: PreviewItem[] }
  | ({ type: 'read' } & ReadSummary)
  | { type: 'search'; id: number; results: MatchCandidate[] }
  | { type: 'saved'; summary: SaveSummary }
  | { type: 'planned'; id: number; summary: SaveSummary }
  | { type: 'exported'; csv: string; json: string; count: number };
