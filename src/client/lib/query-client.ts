import { QueryClient } from '@tanstack/react-query';

/** spec-1 §7: reads never refetch on their own and are never stale; nothing retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false },
    mutations: { retry: false },
  },
});
