// The one QueryClient (spec section 9: no interval refetch, no refetch on focus, data never stale, no retries
// unless a query asks). The offline issue adds persistence and offlineFirst network mode here.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
