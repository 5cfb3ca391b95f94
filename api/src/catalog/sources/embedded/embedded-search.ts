// Search of the embedded catalog: titles and people matched on accent-folded words (SQLite FTS5 or a trigram-indexed
// LIKE on PostgreSQL), ranked exact name, then name prefix, then all words, with popularity breaking ties.
import type {
  MediaType,
  MovieSummary,
  MultiResult,
  Paged,
  SearchType,
  Suggestion,
  TvSummary,
} from '../../../contract';
import type { SearchParams } from '../../catalog-source';
import { searchText, slugify } from '../../slug';
import type { CatalogDb } from './catalog-db';
import { offset, PAGE_SIZE, paged, type Summary, summaryOf, type SummaryRow } from './catalog-page';
import { searchMatch } from './catalog-queries';

export class EmbeddedSearch {
  constructor(private readonly db: CatalogDb) {}

  /** Ranked matches: exact name, then name prefix, then all words (as word prefixes); popularity breaks ties. */
  private async searchIds(
    kinds: Array<MediaType | 'person'>,
    query: string,
    includeAdult: boolean,
    limit: number,
    skip: number,
  ): Promise<{ rows: Array<{ kind: string; ref_id: number }>; total: number }> {
    const norm = searchText(query);
    const tokens = norm.split(' ').filter(Boolean);
    if (!tokens.length) return { rows: [], total: 0 };
    const m = searchMatch(this.db.pg, tokens);
    const where = [`s.kind IN (${kinds.map(() => '?').join(', ')})`, ...m.sql];
    if (!includeAdult) where.push('s.adult = 0');
    const params = [...kinds, ...m.params];
    const [rows, count] = await Promise.all([
      this.db.all<{ kind: string; ref_id: number }>(
        `SELECT s.kind, s.ref_id FROM catalog_search s WHERE ${where.join(' AND ')}
         ORDER BY CASE WHEN s.name_text = ? THEN 0 WHEN s.name_text LIKE ? THEN 1 ELSE 2 END ASC,
                  s.popularity DESC, s.kind ASC, s.ref_id ASC
         LIMIT ${limit} OFFSET ${skip}`,
        [...params, norm, `${norm}%`],
      ),
      this.db.one<{ n: number }>(
        `SELECT CAST(COUNT(*) AS INTEGER) AS n FROM catalog_search s WHERE ${where.join(' AND ')}`,
        params,
      ),
    ]);
    return {
      rows: rows.map((r) => ({ kind: r.kind, ref_id: Number(r.ref_id) })),
      total: Number(count?.n ?? 0),
    };
  }

  private async summariesOf(
    refs: Array<{ kind: string; ref_id: number }>,
  ): Promise<Map<string, MultiResult>> {
    const out = new Map<string, MultiResult>();
    for (const kind of ['movie', 'tv'] as const) {
      const ids = refs.filter((r) => r.kind === kind).map((r) => r.ref_id);
      if (!ids.length) continue;
      const rows = await this.db.all<SummaryRow & { id: number }>(
        `SELECT t.type, t.id, t.summary FROM catalog_title t WHERE t.type = ? AND t.id IN (${ids.map(() => '?').join(', ')})`,
        [kind, ...ids],
      );
      for (const r of rows) out.set(`${kind}:${r.id}`, summaryOf(r, true));
    }
    const people = refs.filter((r) => r.kind === 'person').map((r) => r.ref_id);
    if (people.length) {
      const rows = await this.db.all<{ id: number; summary: string }>(
        `SELECT id, summary FROM catalog_person WHERE id IN (${people.map(() => '?').join(', ')})`,
        people,
      );
      for (const r of rows) out.set(`person:${r.id}`, JSON.parse(r.summary) as MultiResult);
    }
    return out;
  }

  async search(type: SearchType, p: SearchParams): Promise<Paged<MultiResult>> {
    const kinds: Array<MediaType | 'person'> = type === 'multi' ? ['movie', 'tv', 'person'] : [type];
    const { rows, total } = await this.searchIds(kinds, p.query, p.includeAdult, PAGE_SIZE, offset(p.page));
    const found = await this.summariesOf(rows);
    const results = rows
      .map((r) => found.get(`${r.kind}:${r.ref_id}`))
      .filter((r): r is MultiResult => r !== undefined)
      .map((r) => {
        if (type === 'multi') return r;
        const { media_type: _mediaType, ...rest } = r as Summary;
        return rest as MultiResult;
      });
    return paged(p.page, results, total);
  }

  async autocomplete(query: string, limit: number): Promise<Suggestion[]> {
    const { rows } = await this.searchIds(['movie', 'tv'], query, false, limit, 0);
    const found = await this.summariesOf(rows);
    return rows.flatMap((r) => {
      const s = found.get(`${r.kind}:${r.ref_id}`) as Summary | undefined;
      if (!s) return [];
      const movie = r.kind === 'movie';
      const m = s as MovieSummary;
      const t = s as TvSummary;
      const year = movie
        ? (m.release_date?.slice(0, 4) ?? null)
        : (t.first_air_date?.slice(0, 4) ?? (t.first_air_year ? String(t.first_air_year) : null));
      return [
        {
          id: s.id,
          title: movie ? m.title : t.name,
          type: movie ? 'movie' : 'tv',
          year,
          poster_path: s.poster_path,
          url: s.slug ?? slugify(movie ? m.title : t.name),
        } satisfies Suggestion,
      ];
    });
  }
}
