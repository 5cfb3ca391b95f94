// GET /api/slug/{movie|tv}/{slug} -> SlugLookup: plain, numbered, id-prefixed and alias slugs (null on 404).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaType, SlugLookup } from '../../api/src/contract';
import { apiGet } from '../lib/api-client';
import { withOfflineFallback } from '../lib/offline-fallback';
import { queryKeys } from '../lib/query-keys';
import { DETAIL_RETRY_DELAY_MS, retryTransient } from './title';

/** null when the slug is unknown (404). */
export function fetchSlug(type: MediaType, slug: string, signal?: AbortSignal) {
  return apiGet<SlugLookup | null>(
    `/api/slug/${type}/${encodeURIComponent(slug)}`,
    {},
    { nullOn404: true, signal },
  );
}

export function slugQueryOptions(type: MediaType, slug: string) {
  return queryOptions({
    queryKey: queryKeys.slug(type, slug),
    queryFn: ({ queryKey, signal }) => withOfflineFallback(queryKey, () => fetchSlug(type, slug, signal)),
    retry: retryTransient,
    retryDelay: DETAIL_RETRY_DELAY_MS,
  });
}

export function useSlugLookup(type: MediaType, slug: string | undefined) {
  return useQuery({ ...slugQueryOptions(type, slug ?? ''), enabled: Boolean(slug) });
}
