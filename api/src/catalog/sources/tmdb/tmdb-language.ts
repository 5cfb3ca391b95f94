// Answers in another language than English in live mode (issue #46): TMDB is asked with `language=de-DE` and
// its titles, overviews and genre names come through; the answer is laid over the English one, which gives the
// slugs (a slug is claimed once, from the English title, whatever language the first visitor read) and the
// text where TMDB has no translation (an empty overview), marked so a page can put lang="en" on it.
import type { Genre, Language, MultiResult, Paged } from '../../../contract';
import type { PageParams } from '../../catalog-source';
import { genreName } from '../../../contract/genre-names';

/** "movie:603" / "tv:1399" of a mapped result; undefined for a person. */
export function resultKey(r: MultiResult): string | undefined {
  if ('media_type' in r && r.media_type === 'person') return undefined;
  if ('known_for_department' in r) return undefined;
  return `${'title' in r ? 'movie' : 'tv'}:${r.id}`;
}

/** The slugs of an English answer's results, by resultKey. */
export function slugsOf(results: readonly MultiResult[]): Map<string, string> {
  const slugs = new Map<string, string>();
  for (const r of results) {
    const key = resultKey(r);
    if (key && 'slug' in r && r.slug) slugs.set(key, r.slug);
  }
  return slugs;
}

type WithOverview = { overview?: string | null; overview_language?: Language };

/** Marks an overview's language, taking the English one (marked "en") where TMDB had no translation. */
export function markOverview(
  item: WithOverview,
  language: Language,
  english: WithOverview | undefined,
): void {
  if (item.overview) {
    item.overview_language = language;
    return;
  }
  if (english?.overview) {
    item.overview = english.overview;
    item.overview_language = 'en';
  }
}

/** markOverview over a localized page's results, the English ones found by resultKey. */
export function markOverviews(
  results: readonly MultiResult[],
  language: Language,
  english: readonly MultiResult[],
): void {
  const byKey = new Map<string, MultiResult>();
  for (const r of english) {
    const key = resultKey(r);
    if (key) byKey.set(key, r);
  }
  for (const r of results) {
    const key = resultKey(r);
    if (key) markOverview(r as WithOverview, language, byKey.get(key) as WithOverview | undefined);
  }
}

/**
 * TMDB's genre names in the language asked, by id; a genre TMDB names not (or no name) keeps its English name,
 * marked "en".
 */
export function localizedGenres(raw: unknown): Genre[] {
  if (!Array.isArray(raw)) return [];
  return (raw as Array<{ id?: unknown; name?: unknown } | null>)
    .filter((g): g is { id: number; name?: unknown } => Boolean(g) && Number.isInteger(g?.id))
    .map((g) =>
      typeof g.name === 'string' && g.name.trim()
        ? { id: g.id, name: g.name }
        : { id: g.id, name: genreName(g.id), name_language: 'en' as const },
    );
}

/**
 * An answer in the language asked: English as it always was; another language laid over the English answer
 * (asked first, usually stored already), which gives the slugs and the overviews TMDB lacks.
 */
export async function inLanguage<P extends PageParams, A extends Paged<MultiResult>>(
  p: P,
  answer: (q: P, known?: ReadonlyMap<string, string>) => Promise<A>,
): Promise<A> {
  const { language } = p;
  if (!language || language === 'en') return answer(p);
  const english = await answer({ ...p, language: undefined });
  const local = await answer(p, slugsOf(english.results));
  markOverviews(local.results, language, english.results);
  return local;
}
