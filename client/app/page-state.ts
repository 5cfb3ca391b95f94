// What a server-rendered page sends the browser of its query answers (issue #43 "Lighter pages"): the fields the
// page renders, not whole API answers. The server renders with the whole answers and then sends each list's items
// as cards (api/src/contract/summary.ts cardOf) plus what another reader of that list shows; the browser hydrates
// from these, so a field a screen reads that is left out here shows as a hydration error
// (tests/e2e/hydration.test.ts) and in tests/client/app/page-state.test.ts.
// Each slimmed answer is still its contract type (only optional fields are left out), so the persisted query cache
// and the offline readers, which keep whatever is under a key, keep a valid shape; the next fetch brings the whole
// answer again. A title's details, ratings, genres, providers, the reference date and anything not listed here go
// as they are (a title page opens offline from the details it was given).
import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import type { Country, MultiResult, Paged } from '../../api/src/contract';
import { cardOf, type SummaryField } from '../../api/src/contract/summary';
import { heroPick } from '../features/catalog/hero-pick';
import { localLanguage } from '../features/region/local-language';

/** What the home hero shows of its slides (features/catalog/components/hero.tsx). */
// original_language: heroPick reads it (the region's language first), so the browser picks the same slides.
const HERO: readonly SummaryField[] = ['backdrop_path', 'overview', 'overview_language', 'original_language'];
/** The home page's genre tiles take their artwork from the popular movies (features/catalog/components/genre-tiles.tsx). */
const GENRE_ART: readonly SummaryField[] = ['backdrop_path', 'genre_ids'];

/** The paged lists of titles whose items render as cards, and what else each list's readers show. */
function listExtras(key: QueryKey): readonly SummaryField[] | undefined {
  const [root, a, b] = key;
  switch (root) {
    case 'trending':
      return a === 'movie' ? HERO : [];
    case 'list':
      return a === 'movie' && b === 'popular' ? GENRE_ART : [];
    case 'now-playing':
    case 'upcoming':
    case 'discover':
    case 'search':
    case 'similar':
      return [];
    default:
      return undefined;
  }
}

const isPaged = (v: unknown): v is Paged<MultiResult> =>
  typeof v === 'object' && v !== null && Array.isArray((v as { results?: unknown }).results);

/** One query's answer as the page sends it. */
export function pageData(key: QueryKey, data: unknown): unknown {
  if (key[0] === 'countries' && Array.isArray(data)) {
    // The selectors show the names only (features/region: English, or Intl.DisplayNames): no native names.
    return (data as Country[]).map((c) => ({ iso_3166_1: c.iso_3166_1, english_name: c.english_name }));
  }
  const extra = listExtras(key);
  if (!extra || !isPaged(data)) return data;
  // The trending movies are the home hero's, its only reader: the page sends its slides (the key's country
  // decides the pick, as on the page), with their texts and artwork. A list of fewer results is still a page of
  // that list; a new reader of the key that renders more of it shows here as a hydration error.
  const [root, type, , country] = key;
  if (root === 'trending' && type === 'movie' && typeof country === 'string') {
    const slides = heroPick(data.results, localLanguage(country)?.code);
    return { ...data, results: slides.map((r) => cardOf(r, HERO)) };
  }
  return {
    ...data,
    // A person (search) keeps its whole entry: its card reads its own fields.
    results: data.results.map((r) => (r.media_type === 'person' ? r : cardOf(r, extra))),
  };
}

/** The dehydrated queries with each answer as the page sends it. */
export function pageState(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) => ({
      ...q,
      state: { ...q.state, data: pageData(q.queryKey, q.state.data) },
    })),
  };
}
