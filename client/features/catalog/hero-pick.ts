// The home hero's slides out of the trending movies (docs/spec.md §9): for a region whose language is not English,
// titles in that language first, padded with the others; five at most. Pure: the home page renders with it, and
// the server's page sends the slides' texts and artwork only for these (client/app/page-state.ts).
import type { MultiResult, MovieSummary } from '../../../api/src/contract';
import { padWith } from './components/local-carousels';

export const HERO_SLIDES = 5;

export function heroPick(results: readonly MultiResult[], languageCode: string | undefined): MovieSummary[] {
  const movies = results.filter((r): r is MovieSummary => r.media_type !== 'person' && 'title' in r);
  return languageCode
    ? padWith(
        movies.filter((m) => m.original_language === languageCode),
        movies,
        HERO_SLIDES,
      )
    : movies.slice(0, HERO_SLIDES);
}
