import { memo, useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Genre, TitleSummary } from '../../../../api/src/contract';
import { tmdbImage } from '../../../lib/image';
import './home.css';

export interface GenreTilesProps {
  genres: Genre[];
  loading: boolean;
  /** Titles whose backdrops illustrate the tiles (first match by genre). */
  artwork?: TitleSummary[];
}

// Chakra palette values (red.700 -> orange.500, purple.700 -> pink.500, ...) written out: the theme keeps
// only the palettes components use (lib/theme.ts), and these tiles need no variable lookups.
const GRADIENTS = [
  ['#991919', '#f97316'],
  ['#641ba3', '#ec4899'],
  ['#173da6', '#06b6d4'],
  ['#116932', '#2dd4bf'],
  ['#845209', '#fb923c'],
  ['#3f3f46', '#3b82f6'],
] as const;

const NO_ARTWORK: TitleSummary[] = [];

/**
 * The first 6 movie genres as image tiles linking to /genre/{id}?type=movie. Memoized, and drawn from a
 * deferred copy of its props as the carousels are (title-carousel.tsx): the home page renders again as each
 * list arrives, and the tiles then render in the background, not in that synchronous render (issue #10).
 */
export const GenreTiles = memo(function GenreTiles(props: GenreTilesProps) {
  return <Tiles {...useDeferredValue(props)} />;
});

const Tiles = memo(function Tiles({ genres, loading, artwork = NO_ARTWORK }: GenreTilesProps) {
  if (loading) {
    return (
      <div className="sf-genres sf-skel-group" role="status" aria-busy="true" aria-label="Loading genres">
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className="sf-skel sf-genres__skel" />
        ))}
      </div>
    );
  }
  const used = new Set<number>();
  return (
    <ul className="sf-genres">
      {genres.slice(0, 6).map((genre, i) => {
        const art = artwork.find(
          (t) => !used.has(t.id) && t.backdrop_path && t.genre_ids?.includes(genre.id),
        );
        if (art) used.add(art.id);
        const image = tmdbImage(art?.backdrop_path, 'w780');
        const [from, to] = GRADIENTS[i % GRADIENTS.length]!;
        return (
          <li key={genre.id}>
            <RouterLink to={`/genre/${genre.id}?type=movie`} className="sf-genre">
              <span
                style={{
                  backgroundImage: `linear-gradient(to bottom right, ${from}, ${to})`,
                }}
              />
              {image && <span className="sf-genre__art" style={{ backgroundImage: `url(${image})` }} />}
              <span className="sf-genre__shade" />
              {/* A name the API has only in English on another language's page is marked so (issue #46). */}
              <span className="sf-genre__label" lang={genre.name_language}>
                {genre.name}
              </span>
            </RouterLink>
          </li>
        );
      })}
    </ul>
  );
});
