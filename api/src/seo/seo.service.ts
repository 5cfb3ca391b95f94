import { Inject, Injectable } from '@nestjs/common';
import { NewArrivalsService } from '../availability/new-arrivals.service';
import { CatalogSource } from '../catalog/catalog-source';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { MediaType, MovieDetails, TvDetails } from '../contract';
import { DEFAULT_COUNTRY } from '../geo/geo.service';
import { HtmlShell } from '../http/html-shell';
import { SITEMAP_STATIC_PATHS } from '../contract/routes';
import { sha256Source } from '../http/security-headers';
import { hasControlChars } from '../http/validation';
import { RatingsService } from '../ratings/ratings.service';
import { escapeHtml, jsonForScript } from './escape';
import { headTags } from './head-tags';
import { titleHead } from '../contract/title-head';
import { HEAD_TEXTS } from '../contract/head-texts';
import { DEFAULT_LOCALE, localizePath, type Locale } from '../contract/locales';
import { movieJsonLd, tvJsonLd } from './json-ld';
import { buildSitemap, inEveryLanguage, newPagesUrls, robotsTxt, type SitemapUrl } from './sitemap';

/** A title page's head (rendered into the page by http/page-renderer.ts), or where the address moved. */
export type TitlePage =
  | { kind: 'html'; status: number; head: string; scriptHashes: string[] }
  | { kind: 'redirect'; location: string };

export const TITLE_PATH: Record<MediaType, string> = { movie: '/movies', tv: '/tv-shows' };

/** Server-side heads for title pages, the sitemap and robots.txt (issue 5: crawlers run no JavaScript). */
@Injectable()
export class SeoService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogSource,
    private readonly ratings: RatingsService,
    private readonly shell: HtmlShell,
    private readonly arrivals: NewArrivalsService,
  ) {}

  /** `locale`: the page's language (its address's, localeOfPath): the head's texts and addresses are in it. */
  async titlePage(
    type: MediaType,
    slug: string,
    origin: string,
    country?: string,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<TitlePage> {
    // A slug no title can have (control characters: PostgreSQL refuses NUL in text) is a 404 before any lookup.
    if (slug.length > 300 || hasControlChars(slug)) return this.notFound(locale);
    const found = await this.catalog.resolveSlug(type, slug);
    if (!found || found.type !== type) return this.notFound(locale);
    if (found.redirect || found.slug !== slug) {
      const location = `${TITLE_PATH[type]}/${encodeURIComponent(found.slug)}`;
      return { kind: 'redirect', location: localizePath(locale, location) };
    }
    const region = country ?? DEFAULT_COUNTRY;
    const details =
      type === 'movie' ? await this.catalog.movie(found.id, region) : await this.catalog.tv(found.id, region);
    if (!details) return this.notFound(locale);
    // The same head the client sets after in-app navigation (contract/title-head.ts), with JSON-LD.
    const path = `${TITLE_PATH[type]}/${found.slug}`;
    const h = titleHead(type, details, path, this.config.tmdb.imageBaseUrl, locale);
    const canonical = `${origin}${localizePath(locale, h.canonicalPath)}`;
    const image = h.image ?? undefined;
    const ratings = await this.ratings.average(type === 'movie' ? 'movie' : 'series', found.id);
    const providers = details['watch/providers']?.results?.[region];
    const ctx = { url: canonical, image, providers, ratings, locale };
    const jsonLd =
      type === 'movie' ? movieJsonLd(details as MovieDetails, ctx) : tvJsonLd(details as TvDetails, ctx);
    const head = headTags({
      title: h.title,
      description: h.description,
      canonical,
      image,
      ogType: h.ogType,
      jsonLd,
    });
    return {
      kind: 'html',
      status: 200,
      head,
      scriptHashes: [...this.shell.scriptHashes(), sha256Source(jsonForScript(jsonLd))],
    };
  }

  /** `origin` comes from siteOrigin() (http/site-origin.ts), never from the Host header as such. */
  async sitemap(origin: string, page?: number): Promise<string | null> {
    const entries = await this.catalog.sitemapEntries();
    // Every page in every language, each naming its alternates (issue #46).
    const urls: SitemapUrl[] = inEveryLanguage(origin, [
      ...SITEMAP_STATIC_PATHS.map((p) => ({ loc: `${origin}${p === '/' ? '/' : p}` })),
      ...entries.map((e) => ({
        loc: `${origin}${TITLE_PATH[e.type]}/${encodeURIComponent(e.slug)}`,
        lastmod: e.lastmod,
      })),
      ...newPagesUrls(origin, await this.arrivals.sitemapPages()),
    ]);
    return buildSitemap(origin, urls, page);
  }

  robots(origin: string): string {
    return robotsTxt(origin);
  }

  private notFound(locale: Locale): TitlePage {
    const head = `<title>${escapeHtml(HEAD_TEXTS[locale].notFound)}</title><meta name="robots" content="noindex" />`;
    return { kind: 'html', status: 404, head, scriptHashes: this.shell.scriptHashes() };
  }
}
