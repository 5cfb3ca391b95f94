// Search of the embedded catalog: titles and people matched on accent-folded word prefixes, forgiving typos, in the
// in-memory index (index-search.ts), ranked fewest typos, exact name, then how well-known with a bonus for a name
// prefix. An empty answer carries a "Did you mean" (issue #36) when a close spelling finds something.
import type {
  MediaType,
  MovieSummary,
  MultiResult,
  SearchPage,
  SearchType,
  Suggestion,
  TvSummary,
} from '../../../contract';
import type { SearchParams } from '../../catalog-source';
import { searchText, slugify } from '../../slug';
import type { CatalogIndex, SearchEntry } from './catalog-index';
import { offset, PAGE_SIZE, paged, type Summary } from './catalog-page';
import { IndexSearch } from './index-search';
import { withOriginal } from '../../mapping/original-title';

export class EmbeddedSearch {
  private readonly matcher: IndexSearch;
  /** Person id -> the index's summary JSON parsed, on first use. */
  private readonly people = new Map<number, MultiResult>();

  constructor(private readonly index: CatalogIndex) {
    this.matcher = new IndexSearch(index);
  }

  /** The result of one entry: a title summary (media_type added for multi) or a person. */
  private resultOf(e: SearchEntry, withMediaType: boolean): MultiResult | undefined {
    if (e.kind === 'person') return this.person(e.refId);
    const t = e.title;
    if (!t) return undefined;
    return (withMediaType ? t.typed : t.summary) as MultiResult;
  }

  private person(id: number): MultiResult | undefined {
    let parsed = this.people.get(id);
    if (parsed === undefined) {
      const json = this.index.people.get(id);
      if (json === undefined) return undefined;
      this.people.set(id, (parsed = JSON.parse(json) as MultiResult));
    }
    return parsed;
  }

  /** Whether showing this entry needs no read (its summary is in memory, or it has no title to show). */
  private loaded(e: SearchEntry): boolean {
    if (e.kind === 'person') return this.index.people.has(e.refId);
    return e.title === undefined || e.title.summaryJson !== undefined;
  }

  /** Reads the summaries of these entries' titles and people that are not in memory yet. */
  private async load(entries: SearchEntry[]): Promise<void> {
    // Once the read-ahead is done (index-warm.ts) every answer is in memory: nothing to gather.
    if (entries.every((e) => this.loaded(e))) return;
    const titles = entries.flatMap((e) => (e.title ? [e.title] : []));
    await this.index.withSummaries(titles);
    await this.index.withPeople(entries.filter((e) => e.kind === 'person').map((e) => e.refId));
  }

  async search(type: SearchType, p: SearchParams): Promise<SearchPage> {
    const kinds: Array<MediaType | 'person'> = type === 'multi' ? ['movie', 'tv', 'person'] : [type];
    const found = this.matcher.match(p.query, kinds, p.includeAdult);
    const shown = found.slice(offset(p.page), offset(p.page) + PAGE_SIZE);
    await this.load(shown);
    const results = shown
      .map((e) => this.resultOf(e, type === 'multi'))
      .filter((r): r is MultiResult => r !== undefined);
    const answer: SearchPage = paged(p.page, results, found.length);
    if (!found.length) {
      const suggestion = await this.didYouMean(p.query, kinds, p.includeAdult);
      if (suggestion) answer.suggestion = { query: suggestion };
    }
    return answer;
  }

  /** The corrected query, written as its first result's title when it is that whole title ("Fight Club"). */
  private async didYouMean(
    query: string,
    kinds: Array<MediaType | 'person'>,
    includeAdult: boolean,
  ): Promise<string | undefined> {
    const corrected = this.matcher.correct(query, kinds, includeAdult);
    if (!corrected) return undefined;
    await this.load([corrected.top]);
    const top = this.resultOf(corrected.top, false);
    const name = top && ('title' in top ? top.title : top.name);
    return name && searchText(name) === corrected.query ? name : corrected.query;
  }

  async autocomplete(query: string, limit: number): Promise<Suggestion[]> {
    const shown = this.matcher.match(query, ['movie', 'tv'], false).slice(0, limit);
    await this.load(shown);
    return shown.flatMap((e) => {
      const s = this.resultOf(e, false) as Summary | undefined;
      if (!s) return [];
      const movie = e.kind === 'movie';
      const m = s as MovieSummary;
      const t = s as TvSummary;
      const year = movie
        ? (m.release_date?.slice(0, 4) ?? null)
        : (t.first_air_date?.slice(0, 4) ?? (t.first_air_year ? String(t.first_air_year) : null));
      const title = movie ? m.title : t.name;
      return [
        withOriginal(
          {
            id: s.id,
            title,
            type: movie ? 'movie' : 'tv',
            year,
            poster_path: s.poster_path,
            url: s.slug ?? slugify(title),
          },
          movie ? m.original_title : t.original_name,
          s.original_language,
        ),
      ];
    });
  }
}
