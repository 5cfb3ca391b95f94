// The list-card fields of a title's details: one pure module the server (My List answers) and the client
// (saving a title to My List from its page) both use, so a saved card looks the same whichever side built it.
import type { MediaType, MovieDetails, MovieSummary, TitleSummary, TvDetails, TvSummary } from './catalog';

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

/**
 * The fields of a listed title that a card reads (client/components/title-card.tsx: name, poster, rating, year,
 * link; My List keeps the same copy). Every other field of a list item is optional in the contract, so a card is
 * still a `TitleSummary`: a server-rendered page sends its lists in this shape (client/app/page-state.ts).
 */
export const CARD_FIELDS = [
  'id',
  'media_type',
  'title',
  'name',
  'slug',
  'poster_path',
  'vote_average',
  'release_date',
  'first_air_date',
  'first_air_year',
] as const;

/** A field of a listed movie or show. */
export type SummaryField = keyof MovieSummary | keyof TvSummary;

/**
 * A list item with only the card's fields and `extra` (what another reader of that list shows). The fields left
 * out are all optional in MovieSummary and TvSummary (the card's own cover every required one).
 */
export function cardOf(item: TitleSummary, extra: readonly SummaryField[] = []): TitleSummary {
  const out: Record<string, unknown> = {};
  const source = item as unknown as Record<string, unknown>;
  for (const k of [...CARD_FIELDS, ...extra]) if (source[k] !== undefined) out[k] = source[k];
  return out as unknown as TitleSummary;
}
