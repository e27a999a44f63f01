import { QueryClient } from '@tanstack/react-query';

/** Reads never refetch on their own and are never stale; nothing retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false },
    mutations: { retry: false },
  },
});
