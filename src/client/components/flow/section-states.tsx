import type { ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { HEADER_HEIGHT_PX } from '../../../shared/domain/limits';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

/** The error view every generated section shares: its named title, its message and Retry. */
export function SectionError({ title, message, onRetry, retryLabel = 'Retry', extra }: { title: string; message: string; onRetry: () => void; retryLabel?: string; extra?: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
      <AlertTriangle className="mx-auto h-8 w-8 text-red-700" aria-hidden />
      <h2 className="mt-2 text-lg font-semibold text-red-900">{title}</h2>
      <p className="mt-1 text-sm text-red-900">{message}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{retryLabel}</Button>
        {extra}
      </div>
    </div>
  );
}

/**
 * A viewport tall: what follows (the Back / Continue buttons) waits below the fold instead of
 * showing under the spinner and jumping down when the section arrives.
 */
export function SectionLoading({ label }: { label: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm" style={{ minHeight: `calc(100vh - ${HEADER_HEIGHT_PX}px)` }}>
      <Spinner label={label} />
    </div>
  );
}
