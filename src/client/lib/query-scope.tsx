import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * The query cache for a screen. Every screen but the landing page is wrapped in it when its
 * code loads, so the landing page's download carries no query library; all share one cache.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
