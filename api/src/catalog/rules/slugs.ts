// Slug aliases (docs/decisions.md #12) and the one order in which both catalog sources resolve a slug
// (docs/spec.md §5): the exact slug, then an alias, then an id prefix ("550-fight-club"), then whatever the source
// can search, then a slug of only digits read as an id. The answer redirects whenever the canonical slug differs
// from the one asked for.
import type { MediaType, SlugLookup } from '../../contract';
import { parseSlug, slugify } from '../slug';

/** One row each; the target is the canonical slug of "M3GAN 2.0". */
export const SLUG_ALIASES: ReadonlyArray<{ type: MediaType; alias: string; slug: string }> = [
  { type: 'movie', alias: 'm3gan-2-0', slug: 'm3gan-20' },
  { type: 'movie', alias: 'megan-20', slug: 'm3gan-20' },
  { type: 'movie', alias: 'm3gan-2', slug: 'm3gan-20' },
  { type: 'movie', alias: 'm3gan-sequel', slug: 'm3gan-20' },
];

/** TMDB ids are 32-bit: a longer number is no id. */
const MAX_ID = 2147483647;

export interface FoundSlug {
  id: number;
  slug: string;
}

/** How one source looks a title up; `search` is optional (the embedded catalog has every slug already). */
export interface SlugFinder {
  exact(slug: string): Promise<FoundSlug | null | undefined>;
  alias(slug: string): Promise<string | null | undefined>;
  byId(id: number): Promise<FoundSlug | null | undefined>;
  search?(slug: string): Promise<FoundSlug | null | undefined>;
}

export async function resolveSlug(
  type: MediaType,
  asked: string,
  finder: SlugFinder,
): Promise<SlugLookup | null> {
  const slug = slugify(asked) || asked.toLowerCase();
  const found = (row: FoundSlug): SlugLookup => ({
    id: Number(row.id),
    type,
    slug: row.slug,
    redirect: asked !== row.slug,
  });
  const exact = await finder.exact(slug);
  if (exact) return found(exact);
  const target = await finder.alias(slug);
  const aliased = target ? ((await finder.exact(target)) ?? (await finder.search?.(target))) : null;
  if (aliased) return found(aliased);
  const { id } = parseSlug(slug);
  const idOk = id !== undefined && id <= MAX_ID;
  // "550-fight-club" is read as an id first; a slug of only digits ("1917") is tried as a title first.
  if (idOk && slug.includes('-')) {
    const byId = await finder.byId(id);
    if (byId) return found(byId);
  }
  const searched = finder.search ? await finder.search(slug) : null;
  if (searched) return found(searched);
  if (idOk && !slug.includes('-')) {
    const byId = await finder.byId(id);
    if (byId) return found(byId);
  }
  return null;
}

/** The alias target in code, for a source without the alias table (TMDB mode). */
export function aliasTarget(type: MediaType, slug: string): string | null {
  return SLUG_ALIASES.find((a) => a.type === type && a.alias === slug)?.slug ?? null;
}
