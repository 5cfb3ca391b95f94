import { useMemo } from 'react';
import type { TitleSummary, TvSummary } from '../../../../api/src/contract';
import { useDiscover } from '../../../api/discover';
import { useTrending } from '../../../api/trending';
import { useReferenceDate } from '../../../api/health';
import { CAROUSEL_SIZE, TitleCarousel } from './title-carousel';
import { useLocale, useT } from '../../../i18n/i18n-provider';
import { languageName } from '../../../lib/display-names';

/** YYYY-MM-DD ten years before `today`. */
export function tenYearsBack(today: Date): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - 10, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/** Local matches first, then others (no duplicates) up to `size` (docs/spec.md §9: padded when fewer). */
export function padWith<T extends { id: number }>(local: T[], others: T[], size: number): T[] {
  const seen = new Set(local.map((t) => t.id));
  const out = local.slice(0, size);
  for (const t of others) {
    if (out.length >= size) break;
    if (!seen.has(t.id)) {
      seen.add(t.id);
      out.push(t);
    }
  }
  return out;
}

export interface LocalCarouselsProps {
  country: string;
  language: { code: string; name: string };
  enabled: boolean;
}

/**
 * Local-language movies and TV shows for a non-English region (docs/spec.md §2, §7, §9): each shown only when
 * local results exist; the TV row is padded to 10 with trending shows.
 */
export function LocalCarousels({ country, language, enabled }: LocalCarouselsProps) {
  const t = useT();
  const locale = useLocale();
  // English keeps the catalog's name ("Korean"); another language names it in itself (Intl.DisplayNames).
  const name = locale === 'en' ? language.name : (languageName(locale, language.code) ?? language.name);
  const base = {
    region: country,
    with_original_language: language.code,
    sort_by: 'popularity.desc',
    include_adult: 'false',
    page: '1',
  } as const;
  // Ten years back from the catalog's reference date (docs/decisions.md #3), not the device's clock.
  const reference = useReferenceDate();
  const since = reference.date ? tenYearsBack(new Date(`${reference.date}T00:00:00Z`)) : '';
  const movies = useDiscover(
    'movie',
    { ...base, 'primary_release_date.gte': since },
    enabled && since !== '',
  );
  const tv = useDiscover('tv', { ...base, with_origin_country: country }, enabled);
  const trendingTv = useTrending('tv', 'week', country, enabled);

  // Lists that keep their identity while their answers do: the carousels (memoized, hydrated after the first
  // screen) are not rendered again by a render of the page that changed nothing.
  const movieResults = movies.data?.results;
  const localMovies = useMemo(() => (movieResults ?? []) as TitleSummary[], [movieResults]);
  const tvResults = tv.data?.results;
  const localTv = useMemo(() => (tvResults ?? []) as TvSummary[], [tvResults]);
  const trendingResults = trendingTv.data?.results;
  const paddedTv = useMemo(
    () =>
      padWith(
        localTv,
        (trendingResults ?? []).filter((t): t is TvSummary => t.media_type !== 'person' && 'name' in t),
        CAROUSEL_SIZE,
      ),
    [localTv, trendingResults],
  );

  return (
    <>
      {(movies.isPending || localMovies.length > 0) && (
        <TitleCarousel
          title={t('home.localMovies', { language: name })}
          viewAllHref={`/advanced-search/movie?with_original_language=${language.code}`}
          type="movie"
          items={localMovies}
          loading={movies.isPending}
          later
        />
      )}
      {(tv.isPending || localTv.length > 0) && (
        <TitleCarousel
          title={t('home.localTv', { language: name })}
          viewAllHref={`/advanced-search/tv?with_original_language=${language.code}`}
          type="tv"
          items={paddedTv}
          loading={tv.isPending || (localTv.length < CAROUSEL_SIZE && trendingTv.isPending)}
          later
        />
      )}
    </>
  );
}
