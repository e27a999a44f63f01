import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './lib/query-client';
import { router } from './router';
import './styles.css';

// spec-1 §8: rejections raised by browser extensions (wallets and the like) are not ours to report.
window.addEventListener('unhandledrejection', (event) => {
  const message = String((event.reason as { message?: string } | undefined)?.message ?? event.reason ?? '');
  if (/wallet|extension|connect/i.test(message)) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
