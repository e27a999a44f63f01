import type { ReactNode } from 'react';
import { CONTENT_MAX_WIDTH_PX } from '../../../shared/domain/limits';

type PageProps = {
  title?: string;
  subtitle?: ReactNode;
  /** Content width; the spec's default is 1200 px, the start screen uses 700 px. */
  maxWidth?: number;
  actions?: ReactNode;
  children: ReactNode;
};

/** The content area of the shared frame: optional title and subtitle above the content. */
export function Page({ title, subtitle, maxWidth = CONTENT_MAX_WIDTH_PX, actions, children }: PageProps) {
  return (
    <div className="mx-auto w-full px-4 py-8 sm:px-6" style={{ maxWidth }}>
      {title || subtitle || actions ? (
        <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            {title ? <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1> : null}
            {subtitle ? <p className="mt-1 text-slate-600">{subtitle}</p> : null}
          </div>
          {actions ? <div className="no-print flex flex-wrap gap-2">{actions}</div> : null}
        </header>
      ) : null}
      {children}
    </div>
  );
}
