import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { jitlessZod } from './lib/zod-jitless';
import { AppRoutes } from './router';
import './styles.css';

jitlessZod();

// Rejections raised by browser extensions (wallets and the like) are not ours to report (docs/product.md "Messages").
window.addEventListener('unhandledrejection', (event) => {
  const message = String((event.reason as { message?: string } | undefined)?.message ?? event.reason ?? '');
  if (/wallet|extension|connect/i.test(message)) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
