// A title page's head (issue #43, "one function builds a title's head for server and client"): its title,
// description, canonical path, image and Open Graph type, built here once from the title's details. The server
// writes it with JSON-LD into a direct load's <head> (api/src/seo/seo.service.ts, head-tags.ts); the client sets
// the same through usePageMeta after in-app navigation (client/features/title/components/title-page.tsx). Pure and
// dependency-free, like slug.ts, so both sides import it (tests/e2e/title-head.test.ts shows the two agree).
// In the page's language (issue #46): the texts are head-texts.ts's, the name the page's h1's.
import type { MediaType, MovieDetails, TvDetails } from './catalog';
import { HEAD_TEXTS } from './head-texts';
import { DEFAULT_LOCALE, type Locale } from './locales';

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

/** The document title of docs/spec.md §2 (in English; head-texts.ts has every language's). */
export function pageTitle(kind: MediaType, name: string, locale: Locale = DEFAULT_LOCALE): string {
  return HEAD_TEXTS[locale].title(name, kind);
}

/**
 * The title's name on a page in `locale`: its original title on a page in the title's original language
 * (Oldboy is 올드보이 on /ko/), else the English one. The h1 says the same (client/features/title/lib/localized.ts).
 */
export function localizedName(details: MovieDetails | TvDetails, locale: Locale): string {
  const english = ('title' in details ? details.title : details.name)?.trim() ?? '';
  if (locale === DEFAULT_LOCALE || details.original_language !== locale) return english;
  const original = ('title' in details ? details.original_title : details.original_name)?.trim();
  return original || english;
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The meta description: a lead with the year, then the overview, 300 characters at most. The overview is the
 * catalog's English (details are not asked for in the page's language yet), so other languages have the lead
 * only: a description in one language.
 */
export function pageDescription(t: MovieDetails | TvDetails, locale: Locale = DEFAULT_LOCALE): string {
  // English as before, the name as the catalog has it; another language the h1's name.
  const name = locale === DEFAULT_LOCALE ? ('title' in t ? t.title : t.name) : localizedName(t, locale);
  const date = 'title' in t ? t.release_date : t.first_air_date;
  const year = date && /^\d{4}/.test(date) ? ` (${date.slice(0, 4)})` : '';
  const lead = HEAD_TEXTS[locale].lead(name, year);
  const overview = locale === DEFAULT_LOCALE ? t.overview?.trim() : undefined;
  return overview ? truncate(`${lead} ${overview}`, 300) : lead;
}

/**
 * The head of the title `details` whose address is `canonicalPath` (English, unprefixed: the page's renderer and
 * usePageMeta put it in the page's language), in `locale`.
 */
export function titleHead(
  type: MediaType,
  details: MovieDetails | TvDetails,
  canonicalPath: string,
  imageOrigin: string = TMDB_IMAGE_ORIGIN,
  locale: Locale = DEFAULT_LOCALE,
): TitleHead {
  const name = localizedName(details, locale) || HEAD_TEXTS[locale].untitled;
  const picture = details.poster_path ?? details.backdrop_path;
  return {
    title: pageTitle(type, name, locale),
    description: pageDescription(details, locale),
    canonicalPath,
    image: picture ? `${imageOrigin}/${HEAD_IMAGE_SIZE}${picture}` : null,
    ogType: type === 'movie' ? 'video.movie' : 'video.tv_show',
  };
}
