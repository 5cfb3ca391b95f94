// The first screen of a title page (backdrop, poster, h1, rating, date, runtime or seasons, genre chips,
// overview) as HTML, written into the shell's main block (html-shell.ts) so the page paints before any script
// and reads without JavaScript (issue #10). Same markup and static classes as the app's title page
// (client/features/title/components/title-header.tsx, backdrop.tsx, title-page.tsx; title-page.css), so the
// boxes do not move when the app renders it. Pure; every value escaped.
import type { Country, MediaType, MovieDetails, RegionProviders, TvDetails } from '../contract';
import { formatLongDate } from '../contract/dates';
import { escapeHtml, jsonForScript } from './escape';

const CHEVRON_LEFT =
  '<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ' +
  'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">' +
  '<path d="M15 18l-6-6 6-6"></path></svg>';

const POSTER_PLACEHOLDER =
  '<div class="sf-placeholder"><svg width="40" height="40" viewBox="0 0 52 60" aria-hidden="true" ' +
  'focusable="false"><path d="M0 0v60l52-30z" fill="#4a5368"></path></svg><p>No poster</p></div>';

export interface FirstViewInput {
  type: MediaType;
  details: MovieDetails | TvDetails;
  /** The visitor's country's offers (the one-line answer under the title comes with the app and keeps its room). */
  region?: RegionProviders | null;
  /** TMDB's image base address (config.tmdb.imageBaseUrl), without a trailing slash. */
  imageBaseUrl: string;
}

function image(base: string, size: string, path: string | null | undefined): string | null {
  const clean = typeof path === 'string' ? path.trim() : '';
  if (!clean || clean === 'null' || clean === 'undefined') return null;
  return `${base}/${size}${clean.startsWith('/') ? clean : `/${clean}`}`;
}

/** 'October 15, 1999', as the app prints it; null when missing or invalid. */
export const longDate = formatLongDate;

/** '2h 19m', '45m', '2h' (client/lib/format.ts formatRuntime); null for none. */
export function runtimeText(minutes: number | null | undefined): string | null {
  if (!minutes || !Number.isFinite(minutes) || minutes <= 0) return null;
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

function seasonsText(count: number | null | undefined): string | null {
  if (typeof count !== 'number' || !Number.isFinite(count) || count <= 0) return null;
  return `${count} ${count === 1 ? 'Season' : 'Seasons'}`;
}

function ratingBadge(voteAverage: number | null | undefined): string {
  if (typeof voteAverage !== 'number' || !Number.isFinite(voteAverage) || voteAverage <= 0) return '';
  const value = (voteAverage / 2).toFixed(1);
  const label = `TMDB rating ${value} out of 5`;
  return (
    `<span class="sf-badge sf-badge--md" role="img" aria-label="${label}" title="${label}">` +
    '<span aria-hidden="true" class="sf-badge__source">TMDB</span>' +
    `<span aria-hidden="true">★</span><span aria-hidden="true">${value}/5</span></span>`
  );
}

export function titleFirstView({ type, details, imageBaseUrl }: FirstViewInput): string {
  const movie = type === 'movie';
  const name = (movie ? (details as MovieDetails).title : (details as TvDetails).name)?.trim() || 'Untitled';
  const date = longDate(
    movie ? (details as MovieDetails).release_date : (details as TvDetails).first_air_date,
  );
  const length = movie
    ? runtimeText((details as MovieDetails).runtime)
    : seasonsText((details as TvDetails).number_of_seasons);
  const genres = (details.genres ?? []).filter((g) => g && typeof g.id === 'number' && g.name);
  const overview = details.overview?.trim();
  const backdrop = image(imageBaseUrl, 'w1280', details.backdrop_path);
  const poster = image(imageBaseUrl, 'w500', details.poster_path);

  const backdropHtml = backdrop
    ? `<img class="sf-tp-backdrop__img" src="${escapeHtml(backdrop)}" alt="" fetchpriority="high" />`
    : '<div class="sf-tp-backdrop__fallback"></div>';
  const posterHtml = poster
    ? `<img class="sf-poster__img" src="${escapeHtml(poster)}" alt="${escapeHtml(`${name} poster`)}" ` +
      'fetchpriority="high" decoding="async" data-loaded="" />'
    : POSTER_PLACEHOLDER;
  const meta = [
    ratingBadge(details.vote_average),
    date ? `<span>${escapeHtml(date)}</span>` : '',
    length ? `<span>${escapeHtml(length)}</span>` : '',
  ].join('');
  const chips = genres.length
    ? `<ul class="sf-tp-genres" aria-label="Genres">${genres
        .map(
          (g) =>
            `<li><a class="sf-tp-genre" href="/genre/${g.id}?type=${type}">${escapeHtml(String(g.name))}</a></li>`,
        )
        .join('')}</ul>`
    : '';

  return [
    `<div class="${backdrop ? 'sf-tp' : 'sf-tp sf-tp--bare'}" data-first-view="title">`,
    `<div class="sf-tp-backdrop">${backdropHtml}<div class="sf-tp-backdrop__shade"></div>`,
    `<a class="sf-tp-back" href="/">${CHEVRON_LEFT}Back to Home</a></div>`,
    '<div class="sf-tp-container"><div class="sf-tp-grid">',
    `<div class="sf-tp-poster"><div class="sf-poster">${posterHtml}</div></div>`,
    '<div class="sf-tp-head">',
    `<h1 class="sf-tp-h1">${escapeHtml(name)}</h1>`,
    `<div class="sf-tp-meta">${meta}</div>`,
    '<div class="sf-tp-slot-action"></div>',
    chips,
    // The one-line answer ('Stream on Netflix', 'Not streaming in Germany - ...') comes with the app.
    '<div class="sf-tp-slot-quick"></div>',
    '</div>',
    '<div class="sf-tp-body">',
    overview
      ? `<section aria-label="Overview"><p class="sf-tp-overview">${escapeHtml(overview)}</p></section>`
      : '',
    '</div></div></div></div>',
  ].join('');
}

/**
 * The title as data for the app (client/features/title/lib/server-boot.ts): a JSON block, never run as script
 * (so the CSP needs no hash for it), read once when the title page's code loads. With the country list (the
 * GET /api/countries answer): the page names countries from its first render, without a request and without
 * building the browser's Intl region names (a costly first call on a phone).
 */
export function bootScript(boot: {
  type: MediaType;
  slug: string;
  path: string;
  region: string;
  details: MovieDetails | TvDetails;
  countries?: Country[];
}): string {
  return `<script type="application/json" id="sf-title-boot">${jsonForScript(boot)}</script>\n    `;
}
