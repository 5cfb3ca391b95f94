// What the catalog endpoints answer, whichever CatalogSource is configured: checked params in, contract shapes
// out, 404 for unknown titles and slugs. The one path from the catalog controllers to the source: controllers
// stay thin (parsing only); sources stay free of HTTP concerns.
import { Injectable, NotFoundException } from '@nestjs/common';
import type * as C from '../contract';
import {
  CatalogSource,
  type DiscoverParams,
  type ListName,
  type PageParams,
  type SearchParams,
  type UniqueUrlParams,
} from './catalog-source';

export const AUTOCOMPLETE_LIMIT = 10;

@Injectable()
export class CatalogService {
  constructor(private readonly source: CatalogSource) {}

  // ---- lists and search ----

  trending(type: C.MediaType | 'all', window: C.TimeWindow, p: PageParams): Promise<C.Paged<C.MultiResult>> {
    return this.source.trending(type, window, p);
  }

  discover(type: C.MediaType, p: DiscoverParams): Promise<C.Paged<C.TitleSummary>> {
    return this.source.discover(type, p);
  }

  list(type: C.MediaType, list: ListName, p: PageParams): Promise<C.Paged<C.TitleSummary>> {
    return this.source.list(type, list, p);
  }

  nowPlaying(p: PageParams): Promise<C.DatedPage<C.MovieSummary>> {
    return this.source.nowPlaying(p);
  }

  upcoming(p: PageParams): Promise<C.DatedPage<C.MovieSummary>> {
    return this.source.upcoming(p);
  }

  /** An empty query finds nothing, without asking the source. */
  async search(type: C.SearchType, p: SearchParams): Promise<C.SearchPage> {
    if (!p.query) return { page: p.page, results: [], total_pages: 0, total_results: 0 };
    return this.source.search(type, p);
  }

  // ---- reference lists ----

  countries(): Promise<C.Country[]> {
    return this.source.countries();
  }

  async genres(type: C.MediaType, language?: C.Language): Promise<C.GenreList> {
    return { genres: await this.source.genres(type, language) };
  }

  async providers(type: C.MediaType, region: string): Promise<C.ProviderList> {
    return { results: await this.source.providers(type, region) };
  }

  // ---- titles and slugs ----

  async details(
    type: C.MediaType,
    id: number,
    region?: string,
    language?: C.Language,
  ): Promise<C.MovieDetails | C.TvDetails> {
    const found =
      type === 'movie'
        ? await this.source.movie(id, region, language)
        : await this.source.tv(id, region, language);
    if (!found) throw new NotFoundException(`${type === 'movie' ? 'Movie' : 'TV show'} ${id} not found`);
    return found;
  }

  async similar(type: C.MediaType, id: number, region?: string, language?: C.Language) {
    const found = await this.source.similar(type, id, region, language);
    if (!found) throw new NotFoundException(`${type === 'movie' ? 'Movie' : 'TV show'} ${id} not found`);
    return found;
  }

  async autocomplete(query: string, language?: C.Language): Promise<C.SuggestionList> {
    const q = query.trim();
    if (!q) return { suggestions: [] };
    return { suggestions: await this.source.autocomplete(q, AUTOCOMPLETE_LIMIT, language) };
  }

  async uniqueUrl(type: C.MediaType, p: UniqueUrlParams): Promise<C.UniqueUrl> {
    const url = await this.source.uniqueUrl(type, p);
    if (!url) throw new NotFoundException('No url slug can be made from this title; pass its id');
    return { url };
  }

  lookupByNumber(slug: string): Promise<C.NumberedLookup> {
    return this.source.lookupByNumber(slug);
  }

  async resolveSlug(type: C.MediaType, slug: string): Promise<C.SlugLookup> {
    const found = await this.source.resolveSlug(type, slug);
    if (!found)
      throw new NotFoundException(`No ${type === 'movie' ? 'movie' : 'TV show'} has the slug "${slug}"`);
    return found;
  }
}
