// What the catalog endpoints answer, whichever CatalogSource is configured: checked params in, contract shapes
// out, 404 for unknown titles and slugs. Controllers stay thin; sources stay free of HTTP concerns.
import { Injectable, NotFoundException } from '@nestjs/common';
import type {
  MediaType,
  MovieDetails,
  NumberedLookup,
  SlugLookup,
  SuggestionList,
  TvDetails,
  UniqueUrl,
} from '../contract';
import { CatalogSource, type UniqueUrlParams } from './catalog-source';

export const AUTOCOMPLETE_LIMIT = 10;

@Injectable()
export class CatalogService {
  constructor(readonly source: CatalogSource) {}

  async details(type: MediaType, id: number, region?: string): Promise<MovieDetails | TvDetails> {
    const found = type === 'movie' ? await this.source.movie(id, region) : await this.source.tv(id, region);
    if (!found) throw new NotFoundException(`${type === 'movie' ? 'Movie' : 'TV show'} ${id} not found`);
    return found;
  }

  async similar(type: MediaType, id: number, region?: string) {
    const found = await this.source.similar(type, id, region);
    if (!found) throw new NotFoundException(`${type === 'movie' ? 'Movie' : 'TV show'} ${id} not found`);
    return found;
  }

  async autocomplete(query: string): Promise<SuggestionList> {
    const q = query.trim();
    if (!q) return { suggestions: [] };
    return { suggestions: await this.source.autocomplete(q, AUTOCOMPLETE_LIMIT) };
  }

  async uniqueUrl(type: MediaType, p: UniqueUrlParams): Promise<UniqueUrl> {
    const url = await this.source.uniqueUrl(type, p);
    if (!url) throw new NotFoundException('No url slug can be made from this title; pass its id');
    return { url };
  }

  lookupByNumber(slug: string): Promise<NumberedLookup> {
    return this.source.lookupByNumber(slug);
  }

  async resolveSlug(type: MediaType, slug: string): Promise<SlugLookup> {
    const found = await this.source.resolveSlug(type, slug);
    if (!found)
      throw new NotFoundException(`No ${type === 'movie' ? 'movie' : 'TV show'} has the slug "${slug}"`);
    return found;
  }
}
