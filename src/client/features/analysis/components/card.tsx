import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A titled content card used by every section view. */
export function Card({ title, children, className, headingLevel = 2 }: { title?: ReactNode; children: ReactNode; className?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={cn('rounded-lg border border-slate-200 bg-white p-5 shadow-sm', className)}>
      {title ? <Heading className="font-semibold text-slate-900">{title}</Heading> : null}
      <div className={title ? 'mt-3' : undefined}>{children}</div>
    </section>
  );
}

export function Paragraphs({ text }: { text: unknown }) {
  if (typeof text !== 'string' || !text.trim()) return null;
  return (
    <div className="space-y-2 whitespace-pre-wrap text-sm leading-relaxed text-slate-800">
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
