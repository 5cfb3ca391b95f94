// POST /api/match body, checked strictly (docs/spec.md §7): { rows: [{ title?, year?, type?, imdb_id?, tmdb_id? }] }
// with 1..MATCH_BATCH_MAX rows, each naming a title or an id.
import type { MediaType } from '../../contract';
import { MATCH_BATCH_MAX, type MatchQuery } from '../../contract/title-match';
import { bad, oneOf, plainObject, positiveInt } from '../../http/validation';

const ROW_FIELDS = ['title', 'year', 'type', 'imdb_id', 'tmdb_id'] as const;
export const IMDB_ID_RE = /^tt\d{5,10}$/;

export function parseMatchInput(body: unknown): MatchQuery[] {
  const b = plainObject(body, ['rows']);
  if (!Array.isArray(b.rows)) throw bad('rows must be an array');
  if (b.rows.length === 0) throw bad('rows must hold at least one row');
  if (b.rows.length > MATCH_BATCH_MAX) throw bad(`rows must hold at most ${MATCH_BATCH_MAX} rows`);
  return b.rows.map((raw, i) => {
    const r = plainObject(raw, ROW_FIELDS);
    const q: MatchQuery = {};
    if (r.title !== undefined && r.title !== null) {
      if (typeof r.title !== 'string' || r.title.length > 500) {
        throw bad(`rows[${i}].title must be a string of at most 500 characters`);
      }
      if (r.title.trim()) q.title = r.title;
    }
    if (r.year !== undefined && r.year !== null) {
      q.year = positiveInt(r.year, `rows[${i}].year`, 3000);
      if (q.year < 1800) throw bad(`rows[${i}].year must be from 1800 to 3000`);
    }
    if (r.type !== undefined && r.type !== null)
      q.type = oneOf<MediaType>(r.type, ['movie', 'tv'], `rows[${i}].type`);
    if (r.imdb_id !== undefined && r.imdb_id !== null) {
      if (typeof r.imdb_id !== 'string' || !IMDB_ID_RE.test(r.imdb_id)) {
        throw bad(`rows[${i}].imdb_id must be an IMDb id like tt0137523`);
      }
      q.imdb_id = r.imdb_id;
    }
    if (r.tmdb_id !== undefined && r.tmdb_id !== null)
      q.tmdb_id = positiveInt(r.tmdb_id, `rows[${i}].tmdb_id`);
    if (!q.title && !q.imdb_id) throw bad(`rows[${i}] needs a title or an imdb_id`);
    return q;
  });
}
