// TMDB's /find/{imdb_id} (issue #38: matching an imported IMDb list): the movie or show an IMDb id names.
import type { MatchCandidate } from '../../../contract/title-match';
import { candidateOf } from '../../match/match-candidates';
import type { TmdbReader } from './tmdb-reader';
import type { TmdbMovieItem, TmdbTvItem } from './tmdb-types';

export async function findByImdbId(reader: TmdbReader, imdbId: string): Promise<MatchCandidate | null> {
  const query = { external_source: 'imdb_id', language: 'en-US' };
  type Found = { movie_results?: TmdbMovieItem[]; tv_results?: TmdbTvItem[] };
  const found = await reader.fetch<Found>({ kind: 'search', path: `/find/${imdbId}`, query });
  const [type, hit] = found?.movie_results?.[0]
    ? ['movie' as const, found.movie_results[0]]
    : ['tv' as const, found?.tv_results?.[0]];
  return hit ? { ...candidateOf(type, hit), imdb_id: imdbId } : null;
}
