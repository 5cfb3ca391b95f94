// Slugs in live mode: unique urls, numbered lookups and slug resolution (the order of rules/slugs.ts). A slug not
// in the slug table yet is looked for with TMDB's search: every title found is registered on the way.
import type { MediaType, NumberedLookup, SlugLookup } from '../../../contract';
import type { UniqueUrlParams } from '../../catalog-source';
import * as M from '../../mapping';
import { aliasTarget, type FoundSlug, resolveSlug } from '../../rules/slugs';
import { isSlug, parseSlug, slugify } from '../../slug';
import type { TmdbPages } from './tmdb-pages';
import type { TmdbReader } from './tmdb-reader';
import * as R from './tmdb-requests';
import type { TmdbSlugs } from './tmdb-slugs';
import type { TmdbMovieDetails, TmdbMovieItem, TmdbPage, TmdbTvDetails, TmdbTvItem } from './tmdb-types';

type AnyDetails = TmdbMovieDetails | TmdbTvDetails;
type Item = TmdbMovieItem | TmdbTvItem;

export class TmdbSlugResolver {
  constructor(
    private readonly reader: TmdbReader,
    private readonly slugs: TmdbSlugs,
    private readonly pages: TmdbPages,
  ) {}

  async uniqueUrl(type: MediaType, p: UniqueUrlParams): Promise<string> {
    if (p.id !== undefined) {
      const known = await this.slugs.known(type, p.id);
      if (known) return known;
      const found = await this.canonical(type, p.id);
      if (found) return found.slug;
    }
    const wanted = slugify(p.title);
    const found = await this.findBySearch(type, p.title, (item) => {
      const date = 'title' in item ? item.release_date : item.first_air_date;
      return slugify(M.titleOf(item)) === wanted && (!p.date || !date || date === p.date);
    });
    return found?.slug ?? wanted;
  }

  async lookupByNumber(slugOrTitle: string): Promise<NumberedLookup> {
    const slug = isSlug(slugOrTitle) ? slugOrTitle : slugify(slugOrTitle);
    if (!slug) return { success: false };
    const hit = await this.resolveSlug('movie', slug);
    return hit ? { success: true, movie_id: hit.id } : { success: false };
  }

  resolveSlug(type: MediaType, slug: string): Promise<SlugLookup | null> {
    return resolveSlug(type, slug, {
      exact: (s) => this.slugs.find(type, s),
      alias: async (s) => aliasTarget(type, s),
      byId: (id) => this.canonical(type, id),
      search: (s) => this.searchSlug(type, s),
    });
  }

  /** The title's id and slug from its details (null for an id TMDB does not know). */
  async canonical(type: MediaType, id: number): Promise<FoundSlug | null> {
    const d = await this.reader.fetch<AnyDetails>(R.details(type, id));
    if (!d) return null;
    return { id: d.id, slug: await this.slugs.slugFor(type, { id: d.id, title: M.titleOf(d) }) };
  }

  /**
   * TMDB's search does not always find a title by its slug words ("m3gan 20" for "M3GAN 2.0"): retry without
   * the last word before giving up. Numbered duplicates ("title-2") exist once their titles were registered.
   */
  private async searchSlug(type: MediaType, slug: string): Promise<FoundSlug | null> {
    const words = slug.split('-');
    const exactTitle = (item: Item) => slugify(M.titleOf(item)) === slug;
    let bySearch = await this.findBySearch(type, words.join(' '), exactTitle);
    if (!bySearch && words.length > 1)
      bySearch = await this.findBySearch(type, words.slice(0, -1).join(' '), exactTitle);
    if (bySearch) return bySearch;
    const { base } = parseSlug(slug);
    if (!base) return null;
    await this.findBySearch(type, base.replace(/-/g, ' '), () => false);
    return this.slugs.find(type, slug);
  }

  /** Searches TMDB, registers every title found, returns the first one `match` accepts. */
  private async findBySearch(
    type: MediaType,
    words: string,
    match: (item: Item) => boolean,
  ): Promise<FoundSlug | null> {
    if (!words.trim()) return null;
    const page = await this.reader.fetch<TmdbPage<Item>>(
      R.search(type, { query: words, page: 1, includeAdult: false }),
    );
    const items = page?.results ?? [];
    const slugs = await this.pages.register(type, items);
    const hit = items.find(match);
    return hit ? { id: hit.id, slug: slugs.get(hit.id)! } : null;
  }
}
