// Catalog titles as the import's matching sees them (api/src/contract/title-match.ts, issue #38): from the
// embedded catalog's tables (with the IMDb ids the bundled movies carry) or from a TMDB list item.
import type { DataSource } from 'typeorm';
import type { MediaType } from '../../contract';
import type { MatchCandidate } from '../../contract/title-match';
import { Sql } from '../../database/sql';

interface ItemLike {
  id: number;
  title?: string;
  name?: string;
  original_title?: string | null;
  original_name?: string | null;
  release_date?: string | null;
  first_air_date?: string | null;
  first_air_year?: number | null;
  poster_path?: string | null;
  popularity?: number | null;
}

const yearOf = (date: string | null | undefined): number | null =>
  date && /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : null;

/** A TMDB-shaped summary or list item as a match candidate (no IMDb id: list items do not carry one). */
export function candidateOf(type: MediaType, item: ItemLike): MatchCandidate {
  const title = (type === 'movie' ? item.title : item.name) ?? item.title ?? item.name ?? '';
  const original = type === 'movie' ? item.original_title : item.original_name;
  return {
    media_type: type,
    id: item.id,
    title,
    original_title: original && original !== title ? original : null,
    year: yearOf(type === 'movie' ? item.release_date : item.first_air_date) ?? item.first_air_year ?? null,
    imdb_id: null,
    poster_path: item.poster_path ?? null,
    popularity: Number(item.popularity ?? 0),
  };
}

/** Every title of the embedded catalog, most popular first, with its IMDb id where the bundle has one. */
export async function embeddedCandidates(dataSource: DataSource): Promise<MatchCandidate[]> {
  const sql = new Sql(dataSource);
  const imdb = sql.pg ? `(data::json)->>'imdb_id'` : `json_extract(data, '$.imdb_id')`;
  const rows = await sql.all<{
    type: MediaType;
    id: number | string;
    year: number | string | null;
    summary: string;
    imdb_id: string | null;
  }>(
    `SELECT type, id, year, summary, ${imdb} AS imdb_id FROM catalog_title ORDER BY popularity DESC, id ASC`,
  );
  return rows.map((r) => {
    const c = candidateOf(r.type, JSON.parse(r.summary) as ItemLike);
    return {
      ...c,
      id: Number(r.id),
      year: r.year === null ? c.year : Number(r.year),
      imdb_id: typeof r.imdb_id === 'string' && /^tt\d+$/.test(r.imdb_id) ? r.imdb_id : null,
    };
  });
}
