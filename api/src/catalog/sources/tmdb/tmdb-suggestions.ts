// Live mode's "Did you mean" (issue #36): when TMDB finds nothing, the query corrected against the titles the API
// has already served and stored (the slug table), with the embedded catalog's typo rules (IndexSearch.correct).
// The little index is built on the first empty answer and rebuilt when more titles have been stored since.
import SearchableMap from 'minisearch/SearchableMap';
import type { DidYouMean, MediaType, SearchType } from '../../../contract';
import { searchText } from '../../slug';
import type { SearchEntry } from '../embedded/catalog-index';
import { buildSearch } from '../embedded/index-search-build';
import { IndexSearch } from '../embedded/index-search';
import type { TmdbSlugs } from './tmdb-slugs';

export class TmdbSuggestions {
  private built?: { size: number; search: IndexSearch; titles: Map<string, string> };

  constructor(private readonly slugs: TmdbSlugs) {}

  async suggest(query: string, type: SearchType): Promise<DidYouMean | undefined> {
    const { search, titles } = await this.index();
    const kinds: MediaType[] = type === 'multi' ? ['movie', 'tv'] : [type];
    const found = search.correct(query, kinds, false);
    if (!found) return undefined;
    const title = titles.get(`${found.top.kind}:${found.top.refId}`);
    return { query: title && searchText(title) === found.query ? title : found.query };
  }

  private async index(): Promise<{ search: IndexSearch; titles: Map<string, string> }> {
    const size = await this.slugs.total();
    if (this.built?.size === size) return this.built;
    const stored = await this.slugs.titles();
    const titles = new Map(stored.map((t) => [`${t.type}:${t.id}`, t.title]));
    const rows = stored.flatMap((t) => {
      const name = searchText(t.title);
      return name
        ? [{ kind: t.type, ref_id: t.id, name_text: name, words: name, popularity: 0, adult: 0 }]
        : [];
    });
    const index = {
      entries: [] as SearchEntry[],
      prefixes: new Map<string, Int32Array>(),
      vocabulary: new SearchableMap<Int32Array>(),
    };
    buildSearch(rows, index.entries, index.prefixes, index.vocabulary);
    this.built = { size, search: new IndexSearch(index), titles };
    return this.built;
  }
}
