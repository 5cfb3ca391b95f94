import { createContext, useContext, useEffect } from 'react';
import { useLocale } from '../../i18n/i18n-provider';
import { alternates, localizePath } from '../../../api/src/contract/locales';

export const SITE_NAME = 'StreamFinder';

export interface PageMetaOptions {
  /** Path of the canonical address (default: the current path). */
  canonicalPath?: string;
  /** Absolute image address for og:image / twitter:image; absent removes them. */
  image?: string | null;
  /** og:type (default 'website'). */
  ogType?: string;
}

function setMeta(name: string, content: string | null | undefined, attr: 'name' | 'property' = 'name') {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${name}"]`);
  if (!content) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, name);
    document.head.appendChild(el);
  }
  // Unchanged tags are left alone (the server wrote them for the first page): a write is a DOM mutation all the
  // same, and the page's start runs ~15 of them (issue #10).
  if (el.content !== content) el.content = content;
}

function setCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  if (link.href !== href) link.href = href;
}

/**
 * The page's address in every language and x-default (the server writes them for the first page:
 * page-renderer.ts): after an in-app navigation or redirect they name the page now shown, not the first one.
 */
function setAlternates(path: string) {
  for (const { hreflang, href } of alternates(window.location.origin, path)) {
    let link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${hreflang}"]`);
    if (!link) {
      link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      document.head.appendChild(link);
    }
    if (link.href !== href) link.href = href;
  }
}

/** The head a server render collected (client/entry-server.tsx): what usePageMeta was given. */
export interface CollectedHead extends PageMetaOptions {
  /** Absolute origin of canonical and Open Graph addresses. */
  origin: string;
  title?: string;
  description?: string;
}

/** Set by the server's render only: usePageMeta writes the page's head into it during the render. */
export const HeadCollector = createContext<CollectedHead | null>(null);

// The server renders a title page's head (with JSON-LD) for the address first loaded only.
const FIRST_PATH = typeof window !== 'undefined' ? window.location.pathname : '';

/**
 * The document head of a page, the same tags the server renders on a direct load (title, description,
 * canonical, hreflang alternates, Open Graph, Twitter card), so they stay right after in-app navigation too.
 */
export function usePageMeta(title: string, description?: string, options: PageMetaOptions = {}) {
  const { canonicalPath, image, ogType = 'website' } = options;
  const collector = useContext(HeadCollector);
  // The canonical address stays in the page's language (the server does the same: page-renderer.ts).
  const locale = useLocale();
  if (collector) Object.assign(collector, { title, description, canonicalPath, image, ogType });
  useEffect(() => {
    if (document.title !== title) document.title = title;
    const path = canonicalPath ? localizePath(locale, canonicalPath) : window.location.pathname;
    const url = `${window.location.origin}${path}`;
    setCanonical(url);
    setAlternates(path);
    setMeta('og:site_name', SITE_NAME, 'property');
    setMeta('og:type', ogType, 'property');
    setMeta('og:title', title, 'property');
    setMeta('og:url', url, 'property');
    setMeta('og:image', image, 'property');
    setMeta('twitter:card', image ? 'summary_large_image' : 'summary');
    setMeta('twitter:title', title);
    setMeta('twitter:image', image);
    if (description) {
      setMeta('description', description);
      setMeta('og:description', description, 'property');
      setMeta('twitter:description', description);
    }
    if (window.location.pathname !== FIRST_PATH)
      document.head.querySelectorAll('script[type="application/ld+json"]').forEach((s) => s.remove());
  }, [title, description, canonicalPath, image, ogType, locale]);
}
