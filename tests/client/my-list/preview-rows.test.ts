// What the import worker sends the page for a matched file and what it saves from the page's picks (issue #38):
// a 5,000-row file reaches the page as the counts, the rows to decide on and the first matched rows, in chunks
// (the page's main thread never deserialises the whole file at once: scripts/bench-import.mjs).
import { describe, expect, it } from 'vitest';
import type { MatchAnswer, MatchCandidate } from '../../../api/src/contract/title-match';
import type { ImportRow } from '../../../client/features/my-list/import/import-file';
import { MATCHED_SHOWN, ROWS_CHUNK } from '../../../client/features/my-list/import/import-protocol';
import { chosenOf, previewOf } from '../../../client/features/my-list/import/preview-rows';

const title = (id: number): MatchCandidate => ({
  media_type: 'movie',
  id,
  title: `Title ${id}`,
  original_title: null,
  year: 2000,
  imdb_id: null,
  poster_path: null,
  popularity: 1,
});

/** n rows: every 10th uncertain (two candidates), every 25th not found, the rest matched; odd rows rated. */
function file(n: number) {
  const rows: ImportRow[] = [];
  const answers: MatchAnswer[] = [];
  for (let i = 0; i < n; i++) {
    rows.push({ line: i + 2, title: `Row ${i}`, rating: i % 2 ? 4 : undefined });
    if (i % 25 === 24) answers.push({ status: 'not_found', candidates: [] });
    else if (i % 10 === 9) answers.push({ status: 'uncertain', candidates: [title(i), title(i + 100_000)] });
    else answers.push({ status: 'matched', match: title(i), candidates: [title(i), title(i + 1)] });
  }
  return { rows, answers };
}

describe('previewOf', () => {
  it('5,000 rows: counts of all, every row to decide on, only the first matched rows, in chunks', () => {
    const f = file(5000);
    const { chunks, counts, matchedRated } = previewOf(f);
    expect(counts).toEqual({ matched: 4400, uncertain: 400, notFound: 200 });
    expect(matchedRated).toBe(f.rows.filter((r, i) => r.rating && f.answers[i].status === 'matched').length);
    const items = chunks.flat();
    expect(chunks.every((c) => c.length <= ROWS_CHUNK)).toBe(true);
    expect(items.filter((i) => i.answer.status === 'matched')).toHaveLength(MATCHED_SHOWN);
    expect(items.filter((i) => i.answer.status !== 'matched')).toHaveLength(600);
    // A matched row carries its match alone; a row to decide on keeps its candidates; indexes point back.
    for (const it of items) {
      expect(it.row).toBe(f.rows[it.index]);
      if (it.answer.status === 'matched') expect(it.answer.candidates).toEqual([]);
      else expect(it.answer).toBe(f.answers[it.index]);
    }
  });
});

describe('chosenOf', () => {
  it('every matched row, plus the picks for rows that were not matched (once each)', () => {
    const f = file(100);
    const picks = [
      { index: 9, title: title(100_009) },
      { index: 9, title: title(9) },
      { index: 24, title: title(777) },
      { index: 0, title: title(999) }, // a matched row cannot be re-picked
      { index: 5000, title: title(1) }, // not a row of the file
    ];
    const chosen = chosenOf(f, picks);
    const matched = f.answers.filter((a) => a.status === 'matched').length;
    expect(chosen).toHaveLength(matched + 2);
    expect(chosen.find((c) => c.row === f.rows[9])?.title.id).toBe(100_009);
    expect(chosen.find((c) => c.row === f.rows[24])?.title.id).toBe(777);
    expect(chosen.find((c) => c.row === f.rows[0])?.title.id).toBe(0);
  });
});
