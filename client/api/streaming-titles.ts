// GET /api/watch/providers/titles?region&providers -> StreamingTitles: the titles streaming on any of the
// visitor's services in their country (the "On your service" card badge). Owner of ['streaming-titles', region,
// providers]; asked once per (country, services) by features/my-list/service-titles.ts, which the cards read.
import { queryOptions } from '@tanstack/react-query';
import type { StreamingTitles } from '../../api/src/contract';
import { apiGet } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** The services as the key and the request carry them: each once, ascending, `|`-separated (any of). */
export const servicesParam = (services: readonly number[]): string =>
  [...new Set(services)].sort((a, b) => a - b).join('|');

export function fetchStreamingTitles(
  region: string,
  services: readonly number[],
  signal?: AbortSignal,
): Promise<StreamingTitles> {
  return apiGet<StreamingTitles>(
    '/api/watch/providers/titles',
    { region, providers: servicesParam(services) },
    { signal },
  );
}

export const streamingTitlesQueryOptions = (region: string, services: readonly number[]) =>
  queryOptions({
    queryKey: queryKeys.streamingTitles(region, servicesParam(services)),
    queryFn: ({ signal }) => fetchStreamingTitles(region, services, signal),
  });
