// Turns the address into a title id (docs/spec.md §2 'Detail pages'): /movie/{id}/{title?} and /tv/{id}/{title?}
// carry the id; /movies/{slug} and /tv-shows/{slug} are resolved by the server (plain, numbered duplicate,
// id-prefixed or alias). A non-canonical slug is replaced by the canonical one; an unknown one goes to /404.
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { MediaType, SlugLookup } from '../../../../api/src/contract';
import { ApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSlugLookup } from '../../../api/slug';

export function titleBasePath(type: MediaType): string {
  return type === 'movie' ? '/movies' : '/tv-shows';
}

/** The numeric id of an id address ('550'), else undefined. */
export function idFromParam(param: string | undefined): number | undefined {
  if (!param || !/^\d{1,10}$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 ? id : undefined;
}

export interface TitleIdState {
  id: number | undefined;
  /** True when the address came in the id form (to be replaced by the slug address once loaded). */
  fromIdRoute: boolean;
  /** The address names no title (an unknown slug, or an id address that is not a number): the 404. */
  notFound: boolean;
  /** A transient failure of the slug lookup (offline, 5xx): shown with a way to retry. */
  error: Error | null;
  retry: () => void;
}

function toError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}

export function useTitleId(type: MediaType): TitleIdState {
  const { id: idParam, slug } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fromIdRoute = idParam !== undefined;
  const numericId = idFromParam(idParam);
  const lookup = useSlugLookup(type, fromIdRoute ? undefined : slug);

  // A 4xx answer means the slug is unknown; offline/5xx failures are shown with a retry instead.
  const failedForGood =
    lookup.error instanceof ApiError && lookup.error.status >= 400 && lookup.error.status < 500;
  const unknownSlug =
    !fromIdRoute && (failedForGood || (lookup.isSuccess && (!lookup.data || !(lookup.data.id > 0))));

  useEffect(() => {
    if (fromIdRoute && numericId === undefined) void navigate('/404', { replace: true });
  }, [fromIdRoute, numericId, navigate]);

  useEffect(() => {
    if (fromIdRoute || !slug) return;
    if (unknownSlug) {
      void navigate('/404', { replace: true });
      return;
    }
    const found = lookup.data;
    if (lookup.isSuccess && found && found.redirect && found.slug && found.slug !== slug) {
      const canonical: SlugLookup = { ...found, redirect: false };
      queryClient.setQueryData(queryKeys.slug(type, found.slug), canonical);
      void navigate(`${titleBasePath(type)}/${found.slug}`, { replace: true });
    }
  }, [fromIdRoute, slug, unknownSlug, lookup.isSuccess, lookup.data, navigate, queryClient, type]);

  return {
    id: fromIdRoute ? numericId : lookup.data?.id,
    fromIdRoute,
    notFound: unknownSlug || (fromIdRoute && numericId === undefined),
    error: !fromIdRoute && lookup.isError && !unknownSlug ? toError(lookup.error) : null,
    retry: () => void lookup.refetch(),
  };
}
