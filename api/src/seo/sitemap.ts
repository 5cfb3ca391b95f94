// sitemap.xml: one urlset while the site has at most 50,000 URLs (the protocol's limit), else a sitemap index
// whose parts are /sitemap.xml?page=N. Pure builders; seo.service.ts gathers the URLs.
import { escapeXml } from './escape';
import { alternates } from '../contract/locales';

export const MAX_URLS_PER_SITEMAP = 50_000;

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  /** The page in every language (issue #46): xhtml:link rel=alternate hreflang, x-default included. */
  alternates?: Array<{ hreflang: string; href: string }>;
}

/**
 * Every page with its address in every language (issue #46): one <url> a page (its English address), naming
 * all six and x-default as xhtml:link alternates, which is how crawlers find the other languages. One <url> per
 * language each repeating the seven links made the file ~6 x 7 times longer (35,000 entries, ~20 MB).
 */
export function inEveryLanguage(origin: string, urls: SitemapUrl[]): SitemapUrl[] {
  return urls.map((u) => ({ ...u, alternates: alternates(origin, u.loc.slice(origin.length) || '/') }));
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

export function urlset(urls: SitemapUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `  <url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : ''}${(
          u.alternates ?? []
        )
          .map(
            (a) =>
              `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
          )
          .join('')}</url>`,
    )
    .join('\n');
  const xhtml = urls.some((u) => u.alternates?.length) ? ` xmlns:xhtml="${XHTML}"` : '';
  return `${HEADER}<urlset xmlns="${NS}"${xhtml}>\n${body}\n</urlset>\n`;
}

export function sitemapIndex(origin: string, parts: number): string {
  const body = Array.from(
    { length: parts },
    (_, i) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap.xml?page=${i + 1}`)}</loc></sitemap>`,
  ).join('\n');
  return `${HEADER}<sitemapindex xmlns="${NS}">\n${body}\n</sitemapindex>\n`;
}

/** The whole sitemap (page undefined) or one part of the index; null for a part that does not exist. */
export function buildSitemap(
  origin: string,
  urls: SitemapUrl[],
  page?: number,
  perFile = MAX_URLS_PER_SITEMAP,
): string | null {
  const parts = Math.ceil(urls.length / perFile);
  if (page === undefined) return parts <= 1 ? urlset(urls) : sitemapIndex(origin, parts);
  if (page < 1 || page > parts) return null;
  return urlset(urls.slice((page - 1) * perFile, page * perFile));
}

/**
 * "New on your services" (issue #37, docs/spec.md §2 and §7): /new, and /new/{provider-slug}/{country} for each
 * provider and country with a streaming arrival in the last 30 days (a page with nothing new is left out).
 */
export function newPagesUrls(
  origin: string,
  pages: Array<{ slug: string; country: string; lastmod?: string }>,
): SitemapUrl[] {
  return [
    { loc: `${origin}/new` },
    ...pages.map((p) => ({
      loc: `${origin}/new/${encodeURIComponent(p.slug)}/${encodeURIComponent(p.country)}`,
      lastmod: p.lastmod,
    })),
  ];
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
