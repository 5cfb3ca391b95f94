// TMDB image CDN addresses (docs/spec.md §7: size keys w45 ... original). Paths come from the catalog.
export type TmdbImageSize = 'w45' | 'w92' | 'w154' | 'w185' | 'w342' | 'w500' | 'w780' | 'w1280' | 'original';

export const TMDB_IMAGE_BASE = 'https://image.tmdb.org/t/p/';

/** https://image.tmdb.org/t/p/{size}{path}; null when there is no usable path. */
export function tmdbImage(path: string | null | undefined, size: TmdbImageSize): string | null {
  if (!path || typeof path !== 'string') return null;
  const clean = path.trim();
  if (!clean || clean === 'null' || clean === 'undefined') return null;
  return `${TMDB_IMAGE_BASE}${size}${clean.startsWith('/') ? clean : `/${clean}`}`;
}
