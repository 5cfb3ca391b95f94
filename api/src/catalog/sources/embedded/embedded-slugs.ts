// Slugs of the embedded catalog: unique urls, numbered lookups and slug resolution (the order of
// rules/slugs.ts, with the alias table of docs/decisions.md #12).
import type { MediaType, NumberedLookup, SlugLookup } from '../../../contract';
import type { UniqueUrlParams } from '../../catalog-source';
import { resolveSlug } from '../../rules/slugs';
import { slugify } from '../../slug';
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

  resolveSlug(type: MediaType, slug: string): Promise<SlugLookup | null> {
    const row = (sql: string, param: string | number) =>
      this.db.one<{ id: number; slug: string }>(
        `SELECT id, slug FROM catalog_title WHERE type = ? AND ${sql}`,
        [type, param],
      );
    return resolveSlug(type, slug, {
      exact: (s) => row('slug = ?', s),
      alias: async (s) =>
        (
          await this.db.one<{ slug: string }>(
            'SELECT slug FROM catalog_slug_alias WHERE type = ? AND alias = ?',
            [type, s],
          )
        )?.slug,
      byId: (id) => row('id = ?', id),
    });
  }
}
