// Article metadata of the upcoming page (docs/spec.md §2: title, description, keywords, article type,
// canonical, editorial-team author). Tags are restored when the page is left so other pages are unaffected.
import { useEffect } from 'react';
import { usePageMeta } from '../../components/layout/page-title';

export interface ArticleMeta {
  title: string;
  description: string;
  keywords: string;
  canonicalPath: string;
  author: string;
}

type Restore = () => void;

function setTag(selector: string, create: () => HTMLElement, attr: string, value: string): Restore {
  let el = document.head.querySelector<HTMLElement>(selector);
  const created = !el;
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  const previous = el.getAttribute(attr);
  el.setAttribute(attr, value);
  const node = el;
  return () => {
    if (created) node.remove();
    else if (previous === null) node.removeAttribute(attr);
    else node.setAttribute(attr, previous);
  };
}

function meta(key: 'name' | 'property', name: string, content: string): Restore {
  return setTag(
    `meta[${key}="${name}"]`,
    () => {
      const m = document.createElement('meta');
      m.setAttribute(key, name);
      return m;
    },
    'content',
    content,
  );
}

export function useArticleMeta({ title, description, keywords, canonicalPath, author }: ArticleMeta) {
  // Title, description, canonical, Open Graph and Twitter tags as on every page; the article extras below.
  usePageMeta(title, description, { canonicalPath, ogType: 'article' });
  useEffect(() => {
    const restores = [
      meta('name', 'keywords', keywords),
      meta('name', 'author', author),
      meta('property', 'article:author', author),
    ];
    return () => restores.reverse().forEach((restore) => restore());
  }, [keywords, author]);
}
