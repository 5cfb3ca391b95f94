// A title page's head (issue #43, "one function builds a title's head for server and client"): its title,
// description, canonical path, image and Open Graph type, built here once from the title's details. The server
// writes it with JSON-LD into a direct load's <head> (api/src/seo/seo.service.ts, head-tags.ts); the client sets
// the same through usePageMeta after in-app navigation (client/features/title/components/title-page.tsx). Pure and
// dependency-free, like slug.ts, so both sides import it (tests/e2e/title-head.test.ts shows the two agree).
import type { MediaType, MovieDetails, TvDetails } from './catalog';

export interface TitleHead {
  title: string;
  description: string;
  /** The title's own address (its slug's), for the canonical link and og:url. */
  canonicalPath: string;
  /** Absolute address of the poster (else the backdrop) for og:image and twitter:image, or null. */
  image: string | null;
  ogType: 'video.movie' | 'video.tv_show';
}

/** TMDB's image host: the server's default (config.ts tmdb.imageBaseUrl) and the client's (client/lib/image.ts). */
export const TMDB_IMAGE_ORIGIN = 'https://image.tmdb.org/t/p';
/** The image size of a title's og:image. */
export const HEAD_IMAGE_SIZE = 'w780';

/** The document title of docs/spec.md §2. */
export function pageTitle(kind: MediaType, name: string): string {
  return `Where to Watch ${name} Full ${kind === 'movie' ? 'Movie' : 'TV Show'} Streaming Online For Free In HD Quality`;
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The meta description: a lead with the year, then the overview, 300 characters at most. */
export function pageDescription(t: MovieDetails | TvDetails): string {
  const name = 'title' in t ? t.title : t.name;
  const date = 'title' in t ? t.release_date : t.first_air_date;
  const year = date && /^\d{4}/.test(date) ? ` (${date.slice(0, 4)})` : '';
  const lead = `Where to watch ${name}${year}: streaming, rent and buy options in your country.`;
  const overview = t.overview?.trim();
  return overview ? truncate(`${lead} ${overview}`, 300) : lead;
}

/** The head of the title `details` whose address is `canonicalPath`. */
export function titleHead(
  type: MediaType,
  details: MovieDetails | TvDetails,
  canonicalPath: string,
  imageOrigin: string = TMDB_IMAGE_ORIGIN,
): TitleHead {
  const name = ('title' in details ? details.title : details.name)?.trim() || 'Untitled';
  const picture = details.poster_path ?? details.backdrop_path;
  return {
    title: pageTitle(type, name),
    description: pageDescription(details),
    canonicalPath,
    image: picture ? `${imageOrigin}/${HEAD_IMAGE_SIZE}${picture}` : null,
    ogType: type === 'movie' ? 'video.movie' : 'video.tv_show',
  };
}
