import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogSource } from '../catalog/catalog-source';
import { routeFor, SITE_ROUTES, type SiteRoute } from '../contract/routes';
import type { MediaType } from '../contract';
import { Sql } from '../database/sql';

/** Paths outside the route table are counted together, so junk paths cannot grow the table. */
export const OTHER_PATH = '(other)';

/** The title routes whose slug is checked against the catalog. */
const TITLE_ROUTES = new Map<SiteRoute, MediaType>([
  [SITE_ROUTES.movie, 'movie'],
  [SITE_ROUTES.tv, 'tv'],
]);

/** A route's path as counted for any of its pages: '/genre/:id', '/movie/:id/:title' (the optional mark dropped). */
const routeKey = (path: string): string => `/${path.replace(/\?/g, '')}`;

/**
 * Aggregate page views per (path, UTC day); nothing about the visitor is stored (docs/decisions.md #14). The
 * counted path is bounded (issue 35): a page of a route without parameters by its path, a title page by its
 * path when its slug is the title's current one in the catalog, any other page of a route with parameters
 * (an unknown slug, /genre/123, /movie/42/anything) under the route's own pattern, and the rest as (other).
 */
@Injectable()
export class EventsService {
  private readonly sql: Sql;

  constructor(
    db: DataSource,
    private readonly catalog: CatalogSource,
  ) {
    this.sql = new Sql(db);
  }

  async countPageView(path: string, now = new Date()): Promise<void> {
    const key = await this.countedPath(path);
    const day = now.toISOString().slice(0, 10);
    await this.sql.query(
      `INSERT INTO "page_view_counts" ("path", "day", "count") VALUES (?, ?, 1)
       ON CONFLICT ("path", "day") DO UPDATE SET "count" = "page_view_counts"."count" + 1`,
      [key, day],
    );
  }

  /** The row a page view of `path` adds to (see the class comment). */
  async countedPath(path: string): Promise<string> {
    const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
    const route = routeFor(clean);
    if (!route) return OTHER_PATH;
    if (!route.path.includes(':')) return clean;
    const type = TITLE_ROUTES.get(route);
    if (type && (await this.isCurrentSlug(type, clean.slice(clean.lastIndexOf('/') + 1)))) return clean;
    return routeKey(route.path);
  }

  private async isCurrentSlug(type: MediaType, encoded: string): Promise<boolean> {
    let slug: string;
    try {
      slug = decodeURIComponent(encoded);
    } catch {
      return false;
    }
    if (slug.length > 300 || !/^[\p{L}\p{N}_-]+$/u.test(slug)) return false;
    const found = await this.catalog.resolveSlug(type, slug).catch(() => null);
    return found !== null && found.type === type && !found.redirect && found.slug === slug;
  }
}
