// Matching imported rows to titles (issue #38, docs/spec.md §7). Embedded catalog: one TitleMatcher over every
// title (built on the first call, again after a re-import), so a 500-row call is answered from memory. Live
// TMDB: /find/{imdb_id} for rows with an IMDb id, else a search by title whose results are matched with the same
// rules (year, type, original title, close spelling); at most LIVE_PARALLEL TMDB reads at a time per call.
import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MediaType, MultiResult } from '../../contract';
import {
  type CatalogEntryWire,
  type MatchAnswer,
  type MatchCandidate,
  type MatchQuery,
  TitleMatcher,
  toWire,
} from '../../contract/title-match';
import { CatalogSource } from '../catalog-source';
import { candidateOf, embeddedCandidates } from './match-candidates';

const LIVE_PARALLEL = 4;

interface LiveSource {
  findByImdbId?(imdbId: string): Promise<MatchCandidate | null>;
}

@Injectable()
export class MatchService {
  private built?: {
    generation: number;
    matcher: Promise<{ matcher: TitleMatcher; wire: CatalogEntryWire[] }>;
  };

  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogSource,
  ) {}

  private embedded() {
    const generation = this.catalog.generation();
    if (!this.built || this.built.generation !== generation) {
      const matcher = embeddedCandidates(this.dataSource).then((all) => ({
        matcher: new TitleMatcher(all),
        wire: all.map(toWire),
      }));
      matcher.catch(() => (this.built = undefined));
      this.built = { generation, matcher };
    }
    return this.built.matcher;
  }

  /** The embedded catalog as the device's import matches it offline (GET /api/match/catalog). */
  async snapshot(): Promise<{ generation: number; titles: CatalogEntryWire[] }> {
    if (this.catalog.kind !== 'embedded') {
      throw new NotFoundException('The live catalog has no snapshot: match rows with POST /api/match');
    }
    return { generation: this.catalog.generation(), titles: (await this.embedded()).wire };
  }

  async match(rows: MatchQuery[]): Promise<MatchAnswer[]> {
    if (this.catalog.kind === 'embedded') {
      const { matcher } = await this.embedded();
      return rows.map((q) => matcher.match(q));
    }
    const answers: MatchAnswer[] = new Array(rows.length);
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const i = next++;
        answers[i] = await this.matchLive(rows[i]);
      }
    };
    await Promise.all(Array.from({ length: Math.min(LIVE_PARALLEL, rows.length) }, worker));
    return answers;
  }

  private async matchLive(q: MatchQuery): Promise<MatchAnswer> {
    const live = this.catalog as unknown as LiveSource;
    if (q.imdb_id && live.findByImdbId) {
      const hit = await live.findByImdbId(q.imdb_id);
      if (hit) return { status: 'matched', match: hit, candidates: [hit], via: 'imdb' };
    }
    if (!q.title) return { status: 'not_found', candidates: [] };
    const types: MediaType[] = q.type ? [q.type] : ['movie', 'tv'];
    const found: MatchCandidate[] = [];
    for (const type of types) {
      const page = await this.catalog.search(type, { query: q.title, page: 1, includeAdult: false });
      found.push(...page.results.map((r: MultiResult) => candidateOf(type, r as never)));
    }
    return new TitleMatcher(found).match({ ...q, imdb_id: undefined });
  }
}
