// What the import worker tells the page about a matched file, and what it saves from the page's decisions
// (issue #38, import-protocol.ts). Pure: the worker and the unit tests run it.
import type { MatchAnswer } from '../../../../api/src/contract/title-match';
import type { ImportRow } from './import-file';
import { MATCHED_SHOWN, ROWS_CHUNK, type Pick, type PreviewItem, type ReadSummary } from './import-protocol';
import type { ChosenTitle } from './save-import';

export interface MatchedFile {
  rows: ImportRow[];
  answers: MatchAnswer[];
}

/**
 * The preview's rows in chunks: every row to decide on (with its candidates) and the first MATCHED_SHOWN
 * matched rows (their match alone); and the counts.
 */
export function previewOf(file: MatchedFile): {
  chunks: PreviewItem[][];
  counts: ReadSummary['counts'];
  matchedRated: number;
} {
  const shown: PreviewItem[] = [];
  const counts = { matched: 0, uncertain: 0, notFound: 0 };
  let matchedRated = 0;
  file.rows.forEach((row, index) => {
    const answer = file.answers[index];
    if (answer.status === 'matched') {
      if (counts.matched++ < MATCHED_SHOWN) shown.push({ row, answer: { ...answer, candidates: [] }, index });
      if (row.rating) matchedRated++;
    } else {
      if (answer.status === 'uncertain') counts.uncertain++;
      else counts.notFound++;
      shown.push({ row, answer, index });
    }
  });
  const chunks: PreviewItem[][] = [];
  for (let i = 0; i < shown.length; i += ROWS_CHUNK) chunks.push(shown.slice(i, i + ROWS_CHUNK));
  return { chunks, counts, matchedRated };
}

/** Every matched row, and each picked row (only a row that was not matched can be picked for). */
export function chosenOf(file: MatchedFile, picks: Pick[]): ChosenTitle[] {
  const out: ChosenTitle[] = [];
  file.rows.forEach((row, i) => {
    const match = file.answers[i].status === 'matched' ? file.answers[i].match : null;
    if (match) out.push({ row, title: match });
  });
  const seen = new Set<number>();
  for (const p of picks) {
    const row = file.rows[p.index];
    if (!row || seen.has(p.index) || file.answers[p.index].status === 'matched') continue;
    seen.add(p.index);
    out.push({ row, title: p.title });
  }
  return out;
}
