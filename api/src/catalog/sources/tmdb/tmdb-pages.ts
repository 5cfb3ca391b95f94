// TMDB pages -> contract pages with our slugs: every title on a page is registered in the slug table first (one
// batch per type), then mapped with the one TMDB-to-contract mapping.
import type { Language, MediaType, MultiResult, Paged, Suggestion, TitleSummary } from '../../../contract';
import * as M from '../../mapping';
import type { TmdbSlugs } from './tmdb-slugs';
import type { TmdbMovieItem, TmdbMultiItem, TmdbPage, TmdbTvItem } from './tmdb-types';

export const EMPTY_PAGE = { page: 1, results: [], total_pages: 0, total_results: 0 };

export class TmdbPages {
  constructor(private readonly slugs: TmdbSlugs) {}

  register(type: MediaType, items: Array<TmdbMovieItem | TmdbTvItem>): Promise<Map<number, string>> {
    return this.slugs.register(
      type,
      items.map((i) => ({ id: i.id, title: M.titleOf(i) ?? '' })),
    );
  }

  /**
   * `known`: the slugs ("movie:603" -> slug) of the English answer a localized page is laid over
   * (tmdb-language.ts); nothing is claimed then.
   */
  async titles(
    type: MediaType,
    page: TmdbPage<TmdbMovieItem | TmdbTvItem> | null,
    known?: ReadonlyMap<string, string>,
  ): Promise<Paged<TitleSummary>> {
    if (!page) return { ...EMPTY_PAGE };
    const slugs = known ? undefined : await this.register(type, page.results ?? []);
    const slugOf: M.SlugOf = (t, id) => (slugs ? slugs.get(id) : known?.get(`${t}:${id}`));
    return M.mapPage(page, (r) =>
      type === 'movie' ? M.mapMovieItem(r as TmdbMovieItem, slugOf) : M.mapTvItem(r as TmdbTvItem, slugOf),
    );
  }

  async multi(
    page: TmdbPage<TmdbMultiItem> | null,
    fallback?: MediaType,
    known?: ReadonlyMap<string, string>,
  ): Promise<Paged<MultiResult>> {
    if (!page) return { ...EMPTY_PAGE };
    if (known) return M.mapPage(page, (r) => M.mapMultiItem(r, (t, id) => known.get(`${t}:${id}`), fallback));
    const movies: TmdbMovieItem[] = [];
    const shows: TmdbTvItem[] = [];
    const collect = (item: TmdbMultiItem) => {
      if (item.media_type === 'person') (item.known_for ?? []).forEach(collect);
      else if (fallback === 'movie' || (fallback === undefined && M.isMovieItem(item)))
        movies.push(item as TmdbMovieItem);
      else shows.push(item as TmdbTvItem);
    };
    (page.results ?? []).forEach(collect);
    const movieSlugs = await this.register('movie', movies);
    const tvSlugs = await this.register('tv', shows);
    const slugOf: M.SlugOf = (t, id) => (t === 'movie' ? movieSlugs : tvSlugs).get(id);
    return M.mapPage(page, (r) => M.mapMultiItem(r, slugOf, fallback));
  }

  /** Autocomplete: the first `limit` movies and shows of a multi search, with their slugs. */
  async suggestions(page: TmdbPage<TmdbMultiItem> | null, limit: number): Promise<Suggestion[]> {
    const titles = (page?.results ?? []).filter((r) => r.media_type === 'movie' || r.media_type === 'tv');
    const picked = titles.slice(0, limit) as Array<TmdbMovieItem | TmdbTvItem>;
    const out: Suggestion[] = [];
    for (const item of picked) {
      const type: MediaType = M.isMovieItem(item) ? 'movie' : 'tv';
      const slug = await this.slugs.slugFor(type, { id: item.id, title: M.titleOf(item) });
      out.push(M.mapSuggestion(item, type, slug));
    }
    return out;
  }

  /**
   * Autocomplete in the language asked: in another than English, the English suggestions are made first, so the
   * slugs are claimed from the English titles (tmdb-language.ts).
   */
  async suggestionsIn(
    ask: (language?: Language) => Promise<TmdbPage<TmdbMultiItem> | null>,
    limit: number,
    language?: Language,
  ): Promise<Suggestion[]> {
    if (language && language !== 'en') await this.suggestions(await ask(), limit);
    return this.suggestions(await ask(language), limit);
  }
}
