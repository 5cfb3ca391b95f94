// Display rules of a title page (docs/spec.md §2, §3 and §5): which people, languages and numbers are shown.
// Every helper returns null or an empty list for missing data, so the page never prints 'undefined' or '0h 0m'.
import type { CrewMember, MovieDetails, TitleDetails, TvDetails } from '../../../../api/src/contract';
import { formatLongDate, formatRuntime } from '../../../lib/format';

export const CAST_LIMIT = 4;
export const CREATOR_LIMIT = 3;
const CREATOR_JOBS = new Set(['Creator', 'Executive Producer']);

export function isMovie(details: TitleDetails): details is MovieDetails {
  return 'title' in details;
}

export function titleName(details: TitleDetails): string {
  const name = isMovie(details) ? details.title : (details as TvDetails).name;
  return name?.trim() || 'Untitled';
}

export function releaseDate(details: TitleDetails): string | null {
  return isMovie(details) ? details.release_date : details.first_air_date;
}

function uniqueNames(names: Array<string | null | undefined>, limit: number): string[] {
  const out: string[] = [];
  for (const raw of names) {
    const name = raw?.trim();
    if (name && !out.includes(name)) out.push(name);
    if (out.length === limit) break;
  }
  return out;
}

/** Directors of a movie (usually one). */
export function directorsOf(crew: CrewMember[] | null | undefined): string[] {
  return uniqueNames(
    (crew ?? []).filter((c) => c.job === 'Director').map((c) => c.name),
    CREATOR_LIMIT,
  );
}

/**
 * TV creators (docs/spec.md §5): at most 3 people; `created_by` first, else crew whose job is Creator or
 * Executive Producer or whose department is Writing.
 */
export function creatorsOf(tv: Pick<TvDetails, 'created_by' | 'credits'>): string[] {
  const created = uniqueNames(
    (tv.created_by ?? []).map((c) => c.name),
    CREATOR_LIMIT,
  );
  if (created.length > 0) return created;
  const crew = (tv.credits?.crew ?? []).filter((c) => CREATOR_JOBS.has(c.job) || c.department === 'Writing');
  return uniqueNames(
    crew.map((c) => c.name),
    CREATOR_LIMIT,
  );
}

/** The cast line: the first 4 billed names. */
export function castOf(details: Pick<TitleDetails, 'credits'>): string[] {
  const cast = [...(details.credits?.cast ?? [])].sort(
    (a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER),
  );
  return uniqueNames(
    cast.map((c) => c.name),
    CAST_LIMIT,
  );
}

/** Spoken languages by English name ('English, French'); null when unknown. */
export function languagesOf(details: Pick<TitleDetails, 'spoken_languages'>): string | null {
  const names = uniqueNames(
    (details.spoken_languages ?? []).map((l) => l.english_name || l.name),
    Number.MAX_SAFE_INTEGER,
  );
  return names.length > 0 ? names.join(', ') : null;
}

/** '1 Season', '8 Seasons'; null when unknown or zero. */
export function seasonsText(count: number | null | undefined): string | null {
  if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) return null;
  return `${count} ${count === 1 ? 'Season' : 'Seasons'}`;
}

export function episodesText(count: number | null | undefined): string | null {
  if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) return null;
  return `${count} ${count === 1 ? 'Episode' : 'Episodes'}`;
}

/** Runtime 'Xh Ym' for a movie, season count for a show. */
export function lengthText(details: TitleDetails): string | null {
  return isMovie(details) ? formatRuntime(details.runtime) : seasonsText(details.number_of_seasons);
}

export function displayDate(details: TitleDetails): string | null {
  return formatLongDate(releaseDate(details));
}

// The head's title and description: one function for the server and the client (api/src/contract/title-head.ts).
export { pageDescription, pageTitle } from '../../../../api/src/contract/title-head';
