// The <head> block of a title page: title, description, canonical, Open Graph, Twitter card and JSON-LD,
// every value escaped (pure; seo.service.ts supplies the data, built by contract/title-head.ts as the client's).
import { alternates } from '../contract/locales';
import { escapeHtml, jsonForScript } from './escape';
import type { JsonLd } from './json-ld';

export interface HeadInput {
  title: string;
  description: string;
  canonical: string;
  image?: string;
  ogType: string;
  /** Title pages only. */
  jsonLd?: JsonLd;
}

export const SITE_NAME = 'StreamFinder';

export { pageDescription, pageTitle } from '../contract/title-head';

export function headTags(h: HeadInput): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(h.title)}</title>`,
    ...(h.description ? [meta('name', 'description', h.description)] : []),
    `<link rel="canonical" href="${escapeHtml(h.canonical)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', h.ogType),
    meta('property', 'og:title', h.title),
    ...(h.description ? [meta('property', 'og:description', h.description)] : []),
    meta('property', 'og:url', h.canonical),
    ...(h.image ? [meta('property', 'og:image', h.image)] : []),
    meta('name', 'twitter:card', h.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', h.title),
    ...(h.description ? [meta('name', 'twitter:description', h.description)] : []),
    ...(h.image ? [meta('name', 'twitter:image', h.image)] : []),
    ...(h.jsonLd ? [`<script type="application/ld+json">${jsonForScript(h.jsonLd)}</script>`] : []),
  ];
  return `\n    ${tags.join('\n    ')}\n    `;
}

/** `<link rel=alternate hreflang>` of the page at `path` (unprefixed) in every language, and x-default (issue #46). */
export function alternateLinks(origin: string, path: string): string {
  return alternates(origin, path)
    .map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}">`)
    .join('');
}
