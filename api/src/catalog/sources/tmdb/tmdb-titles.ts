// One title in live mode: its details (append_to_response=credits,watch/providers,similar) mapped to the contract
// with its slug, and the similar titles that come with them.
import type { MediaType, MovieDetails, Paged, TitleSummary, TvDetails } from '../../../contract';
import * as M from '../../mapping';
import type { TmdbPages } from './tmdb-pages';
import type { TmdbReader } from './tmdb-reader';
import * as R from './tmdb-requests';
import type { TmdbSlugs } from './tmdb-slugs';
import type { TmdbMovieDetails, TmdbMovieItem, TmdbTvDetails, TmdbTvItem } from './tmdb-types';

type AnyDetails = TmdbMovieDetails | TmdbTvDetails;

export class TmdbTitles {
  constructor(
    private readonly reader: TmdbReader,
    private readonly slugs: TmdbSlugs,
    private readonly pages: TmdbPages,
  ) {}

  async movie(id: number, region?: string): Promise<MovieDetails | null> {
    const d = await this.details<TmdbMovieDetails>('movie', id);
    if (!d) return null;
    const slug = await this.slugs.slugFor('movie', { id: d.id, title: d.title ?? '' });
    return M.mapMovieDetails(d, slug, region);
  }

  async tv(id: number, region?: string): Promise<TvDetails | null> {
    const d = await this.details<TmdbTvDetails>('tv', id);
    if (!d) return null;
    const slug = await this.slugs.slugFor('tv', { id: d.id, title: d.name ?? '' });
    return M.mapTvDetails(d, slug, region);
  }

  async similar(type: MediaType, id: number): Promise<Paged<TitleSummary> | null> {
    const d = await this.details<AnyDetails>(type, id);
    if (!d) return null;
    const items = (d.similar?.results ?? []) as Array<TmdbMovieItem | TmdbTvItem>;
    const slugs = await this.pages.register(type, items);
    return M.mapSimilar(type, d, (_t, itemId) => slugs.get(itemId));
  }

  async exists(type: MediaType, id: number): Promise<boolean> {
    return (await this.details(type, id)) !== null;
  }

  private details<T extends AnyDetails>(type: MediaType, id: number): Promise<T | null> {
    return this.reader.fetch<T>(R.details(type, id));
  }
}
