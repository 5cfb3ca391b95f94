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

const GRADIENTS = [
  ['red-700', 'orange-500'],
  ['purple-700', 'pink-500'],
  ['blue-700', 'cyan-500'],
  ['green-700', 'teal-400'],
  ['yellow-700', 'orange-400'],
  ['gray-700', 'blue-500'],
] as const;

/** The first 6 movie genres as image tiles linking to /genre/{id}?type=movie. */
export function GenreTiles({ genres, loading, artwork = [] }: GenreTilesProps) {
  if (loading) {
    return (
      <div className="sf-genres" role="status" aria-busy="true" aria-label="Loading genres">
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
                  backgroundImage: `linear-gradient(to bottom right, var(--chakra-colors-${from}), var(--chakra-colors-${to}))`,
                }}
              />
              {image && <span className="sf-genre__art" style={{ backgroundImage: `url(${image})` }} />}
              <span className="sf-genre__shade" />
              <span className="sf-genre__label">{genre.name}</span>
            </RouterLink>
          </li>
        );
      })}
    </ul>
  );
}
