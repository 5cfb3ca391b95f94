// Title slugs and links (docs/spec.md §5, docs/decisions.md #11). slugify and parseSlug are the server's own, from
// the contract's one runtime module.
import type { MediaType } from '../../api/src/contract';
import { type ParsedSlug, parseSlug, slugify } from '../../api/src/contract/slug';

export { parseSlug, slugify, type ParsedSlug };

interface Linkable {
  id: number;
  slug?: string;
  title?: string;
  name?: string;
}

/** /movies/{slug} or /tv-shows/{slug}; falls back to an id-prefixed slug when no slug is known. */
export function titlePath(type: MediaType, item: Linkable): string {
  const base = type === 'movie' ? '/movies' : '/tv-shows';
  if (item.slug) return `${base}/${item.slug}`;
  const words = slugify(item.title ?? item.name ?? '');
  return `${base}/${words ? `${item.id}-${words}` : item.id}`;
}
