import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { HEADER_HEIGHT_PX } from '../../../shared/domain/limits';
import { Header } from './header';
import { ProgressBar } from './progress-bar';
import { SiteFooter } from './site-footer';
import { Toaster } from '../ui/toast';

/**
 * The frame of every screen. The main area is at least a viewport tall, so the footer starts
 * below the fold and never jumps when a screen's code or data arrives.
 */
export function AppShell() {
  return (
    <div className="flex flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      <ProgressBar />
      <main id="main" className="print:!min-h-0" style={{ minHeight: `calc(100vh - ${HEADER_HEIGHT_PX}px)` }}>
        <Suspense fallback={<div aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <Toaster />
    </div>
  );
}
