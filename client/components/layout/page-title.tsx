import { useEffect } from 'react';

export const SITE_NAME = 'StreamFinder';

function setMeta(name: string, content: string, attr: 'name' | 'property' = 'name') {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, name);
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Sets the document title and meta description of a page. */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = title;
    if (description) {
      setMeta('description', description);
      setMeta('og:title', title, 'property');
      setMeta('og:description', description, 'property');
    }
  }, [title, description]);
}
