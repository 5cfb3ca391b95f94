// TMDB's official English genre names. The bundled genres.json carries German names ("Komödie") and some titles
// carry German names in their own genres array, so names always come from here, by id.
import type { Genre, Language, MediaType } from './catalog';

export const GENRES: Record<MediaType, Genre[]> = {
  movie: [
    { id: 28, name: 'Action' },
    { id: 12, name: 'Adventure' },
    { id: 16, name: 'Animation' },
    { id: 35, name: 'Comedy' },
    { id: 80, name: 'Crime' },
    { id: 99, name: 'Documentary' },
    { id: 18, name: 'Drama' },
    { id: 10751, name: 'Family' },
    { id: 14, name: 'Fantasy' },
    { id: 36, name: 'History' },
    { id: 27, name: 'Horror' },
    { id: 10402, name: 'Music' },
    { id: 9648, name: 'Mystery' },
    { id: 10749, name: 'Romance' },
    { id: 878, name: 'Science Fiction' },
    { id: 10770, name: 'TV Movie' },
    { id: 53, name: 'Thriller' },
    { id: 10752, name: 'War' },
    { id: 37, name: 'Western' },
  ],
  tv: [
    { id: 10759, name: 'Action & Adventure' },
    { id: 16, name: 'Animation' },
    { id: 35, name: 'Comedy' },
    { id: 80, name: 'Crime' },
    { id: 99, name: 'Documentary' },
    { id: 18, name: 'Drama' },
    { id: 10751, name: 'Family' },
    { id: 10762, name: 'Kids' },
    { id: 9648, name: 'Mystery' },
    { id: 10763, name: 'News' },
    { id: 10764, name: 'Reality' },
    { id: 10765, name: 'Sci-Fi & Fantasy' },
    { id: 10766, name: 'Soap' },
    { id: 10767, name: 'Talk' },
    { id: 10768, name: 'War & Politics' },
    { id: 37, name: 'Western' },
  ],
};

const BY_ID = new Map<number, string>([...GENRES.tv, ...GENRES.movie].map((g) => [g.id, g.name]));

/** English name of a genre id (movie names win for the ids both lists share; they agree anyway). */
export function genreName(id: number, fallback?: string): string {
  return BY_ID.get(id) ?? fallback ?? `Genre ${id}`;
}

/**
 * TMDB's German genre names by id (issue #46): the bundled data/genres.json is TMDB's genre lists asked in German.
 * The repository has no French, Spanish, Italian or Korean list: those languages get the English names, marked.
 */
const GERMAN = new Map<number, string>([
  [28, 'Action'],
  [12, 'Abenteuer'],
  [16, 'Animation'],
  [35, 'Komödie'],
  [80, 'Krimi'],
  [99, 'Dokumentarfilm'],
  [18, 'Drama'],
  [10751, 'Familie'],
  [14, 'Fantasy'],
  [36, 'Historie'],
  [27, 'Horror'],
  [10402, 'Musik'],
  [9648, 'Mystery'],
  [10749, 'Liebesfilm'],
  [878, 'Science Fiction'],
  [10770, 'TV-Film'],
  [53, 'Thriller'],
  [10752, 'Kriegsfilm'],
  [37, 'Western'],
  [10759, 'Action & Adventure'],
  [10762, 'Kids'],
  [10763, 'News'],
  [10764, 'Reality'],
  [10765, 'Sci-Fi & Fantasy'],
  [10766, 'Soap'],
  [10767, 'Talk'],
  [10768, 'War & Politics'],
]);

/** A genre in a language of the answers: its name there where known, else the English one marked "en". */
export function genreIn(genre: Genre, language: Language | undefined): Genre {
  if (!language || language === 'en') return genre;
  const name = language === 'de' ? GERMAN.get(genre.id) : undefined;
  return name ? { id: genre.id, name } : { id: genre.id, name: genre.name, name_language: 'en' };
}
