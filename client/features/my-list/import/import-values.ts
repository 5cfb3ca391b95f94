// The values of an imported row (issue #38): ratings converted to 1-5 stars (IMDb 1-10 rounded half up,
// Letterboxd 0.5-5 rounded up, 0 never), years, dates, IMDb ids and IMDb's title types.
import type { MediaType } from '../../../../api/src/contract';

/** IMDb 1-10 -> 1-5 stars rounded half up (7 -> 4, 1 -> 1); 0 or nothing: not rated. */
export function starsFromImdb(value: number): number | undefined {
  if (!Number.isFinite(value) || value <= 0) return undefined;
  return Math.min(5, Math.max(1, Math.floor(Math.min(value, 10) / 2 + 0.5)));
}

/** Letterboxd 0.5-5 -> whole stars rounded up (3.5 -> 4, 0.5 -> 1); 0 or nothing: not rated. */
export function starsFromLetterboxd(value: number): number | undefined {
  if (!Number.isFinite(value) || value <= 0) return undefined;
  return Math.min(5, Math.ceil(value));
}

export const num = (s: string | undefined): number | undefined => {
  if (s === undefined || s.trim() === '') return undefined;
  const n = Number(s.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
};

export const yearOf = (s: string | undefined): number | undefined => {
  const m = s?.trim().match(/^(\d{4})/);
  const y = m ? Number(m[1]) : undefined;
  return y && y >= 1870 && y <= 2100 ? y : undefined;
};

/** A date of the file as an ISO moment (a bare day is its midday UTC); never later than now. */
export function isoDate(s: string | undefined, now = Date.now()): string | undefined {
  const v = s?.trim();
  if (!v) return undefined;
  const t = /^\d{4}-\d{2}-\d{2}$/.test(v) ? Date.parse(`${v}T12:00:00Z`) : Date.parse(v);
  if (!Number.isFinite(t)) return undefined;
  return new Date(Math.min(t, now)).toISOString();
}

export const IMDB_ID = /^tt\d{5,10}$/;
export const imdbIdOf = (s: string | undefined) => {
  const m = s?.match(/tt\d{5,10}/);
  return m ? m[0] : undefined;
};

/** IMDb "Title Type": movie-like or series-like; episodes and games are not titles of this catalog. */
export function imdbType(s: string | undefined): MediaType | 'skip' | undefined {
  const v = (s ?? '').replace(/[\s_-]/g, '').toLowerCase();
  if (!v) return undefined;
  if (['tvseries', 'tvminiseries', 'tvmini'].includes(v)) return 'tv';
  if (['tvepisode', 'videogame', 'podcastepisode', 'podcastseries', 'musicvideo'].includes(v)) return 'skip';
  return 'movie';
}
