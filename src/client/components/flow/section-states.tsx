import type { ReactNode } from 'react';
import { AlertTriangle, PenLine } from 'lucide-react';
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
    <div data-testid="section-loading" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm" style={{ minHeight: `calc(100vh - ${HEADER_HEIGHT_PX}px)` }}>
      <Spinner label={label} />
    </div>
  );
}

/** A string long enough to be a sentence of the section, not an id or a label. */
const PROSE_MIN_LENGTH = 40;
const PREVIEW_MAX_PARAGRAPHS = 14;

function proseOf(value: unknown, out: string[] = []): string[] {
  if (out.length >= PREVIEW_MAX_PARAGRAPHS) return out;
  if (typeof value === 'string') {
    if (value.trim().length >= PROSE_MIN_LENGTH) out.push(value.trim());
  } else if (Array.isArray(value)) for (const item of value) proseOf(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) proseOf(item, out);
  return out;
}

/**
 * While a section is made: the loading view until its first sentences arrive, then those
 * sentences as they are written (a language model streams them), until the checked section
 * replaces them.
 */
export function SectionPending({ label, partial }: { label: string; partial?: unknown }) {
  const paragraphs = proseOf(partial);
  if (paragraphs.length === 0) return <SectionLoading label={label} />;
  return (
    <div
      aria-busy="true"
      data-testid="section-writing"
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      style={{ minHeight: `calc(100vh - ${HEADER_HEIGHT_PX}px)` }}
    >
      <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <PenLine className="h-4 w-4 text-brand-700" aria-hidden />
        Writing this section… it is checked before it is saved.
      </p>
      <div className="mt-4 space-y-3 text-sm leading-relaxed text-slate-800">
        {paragraphs.map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </div>
    </div>
  );
}
