// Slugs of the embedded catalog: unique urls, numbered lookups and slug resolution (exact slug first, then the
// alias table of decisions #12, then an id prefix such as "550-fight-club").
import type { MediaType, NumberedLookup, SlugLookup } from '../../../contract';
import type { UniqueUrlParams } from '../../catalog-source';
import { parseSlug, slugify } from '../../slug';
import type { CatalogDb } from './catalog-db';

export class EmbeddedSlugs {
  constructor(private readonly db: CatalogDb) {}

  async uniqueUrl(type: MediaType, p: UniqueUrlParams): Promise<string> {
    if (p.id !== undefined) {
      const row = await this.db.one<{ slug: string }>(
        'SELECT slug FROM catalog_title WHERE type = ? AND id = ?',
        [type, p.id],
      );
      if (row) return row.slug;
    }
    const base = slugify(p.title);
    if (!base) return p.id !== undefined ? String(p.id) : '';
    const rows = await this.db.all<{ slug: string; release_date: string | null; year: number | null }>(
      `SELECT slug, release_date, year FROM catalog_title WHERE type = ? AND (slug = ? OR slug LIKE ?)
       ORDER BY popularity DESC, id ASC`,
      [type, base, `${base}-%`],
    );
    const sameTitle = rows.filter((r) => r.slug === base || /^\d+$/.test(r.slug.slice(base.length + 1)));
    const match = p.date
      ? (sameTitle.find((r) => r.release_date === p.date) ??
        sameTitle.find((r) => r.year !== null && String(r.year) === p.date?.slice(0, 4)))
      : sameTitle.find((r) => r.slug === base);
    return match?.slug ?? base;
  }

  async lookupByNumber(slugOrTitle: string): Promise<NumberedLookup> {
    const slug = slugify(slugOrTitle);
    const found = slug ? await this.resolveSlug('movie', slug) : null;
    return found ? { success: true, movie_id: found.id } : { success: false };
  }

  async resolveSlug(type: MediaType, slug: string): Promise<SlugLookup | null> {
    const asked = slug.toLowerCase();
    const norm = slugify(slug) || asked;
    const bySlug = (s: string) =>
      this.db.one<{ id: number; slug: string }>(
        'SELECT id, slug FROM catalog_title WHERE type = ? AND slug = ?',
        [type, s],
      );
    const found = (row: { id: number; slug: string }): SlugLookup => ({
      id: Number(row.id),
      type,
      slug: row.slug,
      redirect: slug !== row.slug,
    });
    const exact = await bySlug(norm);
    if (exact) return found(exact);
    const alias = await this.db.one<{ slug: string }>(
      'SELECT slug FROM catalog_slug_alias WHERE type = ? AND alias = ?',
      [type, norm],
    );
    const target = alias ? await bySlug(alias.slug) : undefined;
    if (target) return found(target);
    const { id } = parseSlug(norm);
    if (id !== undefined && id <= 2147483647) {
      const row = await this.db.one<{ id: number; slug: string }>(
        'SELECT id, slug FROM catalog_title WHERE type = ? AND id = ?',
        [type, id],
      );
      if (row) return found(row);
    }
    return null;
  }
}
