import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { prefetchDraft } from './features/analysis/draft-provider';
import { prefetchSession } from './features/auth/auth-provider';
import { jitlessZod } from './lib/zod-jitless';
import { AppRoutes } from './router';
import './styles.css';

jitlessZod();

// Rejections raised by browser extensions (wallets and the like) are not ours to report (docs/product.md "Messages").
window.addEventListener('unhandledrejection', (event) => {
  const message = String((event.reason as { message?: string } | undefined)?.message ?? event.reason ?? '');
  if (/wallet|extension|connect/i.test(message)) event.preventDefault();
});

// A signed-in page's first requests leave now; React's first render takes a while on a phone.
prefetchSession();
prefetchDraft();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');

// The first render is a transition, which React does in slices of a few milliseconds: a phone's
// main thread stays free for input meanwhile instead of being held for the whole first screen.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
});
