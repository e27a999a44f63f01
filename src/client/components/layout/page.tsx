import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CONTENT_MAX_WIDTH_PX } from '../../../shared/domain/limits';

type PageProps = {
  title?: string;
  subtitle?: ReactNode;
  /** Content width; 1200 px by default, the start screen uses 700 px. */
  maxWidth?: number;
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The content area of the shared frame: optional title and subtitle above the content. Every
 * navigation lands at the top of the new screen with focus on its heading, so the first thing
 * seen — and read by a screen reader — is what the screen is (and any crisis banner under it).
 */
export function Page({ title, subtitle, maxWidth = CONTENT_MAX_WIDTH_PX, actions, children }: PageProps) {
  const { pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <div className="mx-auto w-full px-4 py-8 sm:px-6" style={{ maxWidth }}>
      {title || subtitle || actions ? (
        <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            {title ? (
              <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none sm:text-3xl">
                {title}
              </h1>
            ) : null}
            {subtitle ? <p className="mt-1 text-slate-600">{subtitle}</p> : null}
          </div>
          {actions ? <div className="no-print flex flex-wrap gap-2">{actions}</div> : null}
        </header>
      ) : null}
      {children}
    </div>
  );
}
