// One title in live mode: its details (append_to_response=credits,watch/providers,similar) mapped to the contract
// with its slug, and the similar titles that come with them.
import type { Language, MediaType, MovieDetails, Paged, TitleSummary, TvDetails } from '../../../contract';
import * as M from '../../mapping';
import { localizedGenres, markOverview, markOverviews, slugsOf } from './tmdb-language';
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

  async movie(id: number, region?: string, language?: Language): Promise<MovieDetails | null> {
    const english = await this.englishMovie(id, region);
    if (!english || !language || language === 'en') return english;
    const d = await this.details<TmdbMovieDetails>('movie', id, language);
    return d && this.localized(M.mapMovieDetails(d, english.slug ?? '', region), d, language, english);
  }

  async tv(id: number, region?: string, language?: Language): Promise<TvDetails | null> {
    const english = await this.englishTv(id, region);
    if (!english || !language || language === 'en') return english;
    const d = await this.details<TmdbTvDetails>('tv', id, language);
    return d && this.localized(M.mapTvDetails(d, english.slug ?? '', region), d, language, english);
  }

  async similar(type: MediaType, id: number, language?: Language): Promise<Paged<TitleSummary> | null> {
    const d = await this.details<AnyDetails>(type, id);
    if (!d) return null;
    const items = (d.similar?.results ?? []) as Array<TmdbMovieItem | TmdbTvItem>;
    const slugs = await this.pages.register(type, items);
    const english = M.mapSimilar(type, d, (_t, itemId) => slugs.get(itemId));
    if (!language || language === 'en') return english;
    const local = await this.details<AnyDetails>(type, id, language);
    if (!local) return english;
    const known = slugsOf(english.results);
    const page = M.mapSimilar(type, local, (t, itemId) => known.get(`${t}:${itemId}`));
    markOverviews(page.results, language, english.results);
    return page;
  }

  private async englishMovie(id: number, region?: string): Promise<MovieDetails | null> {
    const d = await this.details<TmdbMovieDetails>('movie', id);
    if (!d) return null;
    const slug = await this.slugs.slugFor('movie', { id: d.id, title: d.title ?? '' });
    return M.mapMovieDetails(d, slug, region);
  }

  private async englishTv(id: number, region?: string): Promise<TvDetails | null> {
    const d = await this.details<TmdbTvDetails>('tv', id);
    if (!d) return null;
    const slug = await this.slugs.slugFor('tv', { id: d.id, title: d.name ?? '' });
    return M.mapTvDetails(d, slug, region);
  }

  /** Localized details: TMDB's genre names in that language, the overview marked (English where it has none). */
  private localized<T extends MovieDetails | TvDetails>(
    mapped: T,
    raw: AnyDetails,
    language: Language,
    english: T,
  ): T {
    mapped.genres = localizedGenres(raw.genres);
    markOverview(mapped, language, english);
    return mapped;
  }

  async exists(type: MediaType, id: number): Promise<boolean> {
    return (await this.details(type, id)) !== null;
  }

  private details<T extends AnyDetails>(type: MediaType, id: number, language?: Language): Promise<T | null> {
    return this.reader.fetch<T>(R.details(type, id, language));
  }
}
