// The list-card fields of a title's details: one pure module the server (My List answers) and the client
// (saving a title to My List from its page) both use, so a saved card looks the same whichever side built it.
import type { MediaType, MovieDetails, TitleSummary, TvDetails } from './catalog';

export function summaryOfDetails(type: MediaType, d: MovieDetails | TvDetails): TitleSummary {
  const common = {
    id: d.id,
    overview: d.overview,
    poster_path: d.poster_path,
    backdrop_path: d.backdrop_path,
    vote_average: d.vote_average,
    vote_count: d.vote_count,
    genre_ids: (d.genres ?? []).map((g) => g.id),
    slug: d.slug,
  };
  if (type === 'movie') {
    const m = d as MovieDetails;
    return { ...common, media_type: 'movie', title: m.title, release_date: m.release_date };
  }
  const t = d as TvDetails;
  return {
    ...common,
    media_type: 'tv',
    name: t.name,
    first_air_date: t.first_air_date,
    first_air_year: t.first_air_year ?? null,
  };
}
