// Messages between the My List page and the import worker (import.worker.ts, issue #38).
import type { MatchAnswer, MatchCandidate } from '../../../../api/src/contract/title-match';
import type { ImportErrorCode } from './import-decode';
import type { ImportFormat, ImportRow } from './import-file';
import type { ChosenTitle, SaveSummary } from './save-import';

export type ToWorker =
  | { type: 'warm' }
  | { type: 'read'; file: Blob }
  | { type: 'search'; id: number; query: string }
  | { type: 'save'; chosen: ChosenTitle[]; sessionId: string }
  | { type: 'export' };

export type Phase = 'reading' | 'parsing' | 'matching' | 'saving';

export interface ReadResult {
  format: ImportFormat;
  skipped: number;
  items: Array<{ row: ImportRow; answer: MatchAnswer }>;
  where: 'server' | 'device';
}

export type FromWorker =
  | { type: 'progress'; phase: Phase; done: number; total: number }
  | { type: 'failed'; code: ImportErrorCode | 'offline' | 'server' | 'storage'; message: string }
  | ({ type: 'read' } & ReadResult)
  | { type: 'search'; id: number; results: MatchCandidate[] }
  | { type: 'saved'; summary: SaveSummary }
  | { type: 'exported'; csv: string; json: string; count: number };
